import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SessionSalon } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { SalonEntity } from './salon.entity';

/**
 * The salon a signed-in user's session names, with its time zone, so the web reads "today"
 * and "now" on the salon's clock (DECISIONS §2). Read by the user's salon id, not the tenant
 * context: sign-in and registration run before any salon is known for the request.
 */
@Injectable()
export class SessionSalons {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Its id, name and zone; the auth module adds the formats from the salon's settings. */
  async of(salonId: number, manager: EntityManager = this.dataSource.manager): Promise<Pick<SessionSalon, 'id' | 'name' | 'timeZone'>> {
    const salon = await manager.findOneOrFail(SalonEntity, { where: { salonId }, select: { salonId: true, name: true, timeZone: true } });
    return { id: salon.salonId, name: salon.name, timeZone: salon.timeZone };
  }
}
