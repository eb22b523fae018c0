import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity';

export type AccessStanding = { isActive: boolean; accessVersion: number; salonId: number };

/**
 * Each user's access version: access tokens carry the number current when they were issued,
 * and the guard compares it with the database on every request (one primary-key read). Moving
 * the number on ends every access token of that user at once, on every API instance.
 */
@Injectable()
export class AccessVersions {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the user may still act, their current version and their salon; null when the user is gone. */
  async standing(userId: number): Promise<AccessStanding | null> {
    const user = await this.dataSource.manager.findOne(UserEntity, { where: { userId }, select: { isActive: true, accessVersion: true, salonId: true } });
    return user ? { isActive: user.isActive, accessVersion: user.accessVersion, salonId: user.salonId } : null;
  }

  /** Deactivation, a change of roles, a new password: inside the change's own transaction. */
  async moveOn(manager: EntityManager, userId: number): Promise<void> {
    await manager.increment(UserEntity, { userId }, 'accessVersion', 1);
  }

  /** A role's permissions changed: every holder of the role. */
  async moveOnHoldersOf(manager: EntityManager, roleId: number): Promise<void> {
    await manager.query(`UPDATE users SET access_version = access_version + 1 WHERE user_id IN (SELECT user_id FROM user_roles WHERE role_id = $1)`, [roleId]);
  }
}
