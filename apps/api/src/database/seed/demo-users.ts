import argon2 from 'argon2';
import type { EntityManager } from 'typeorm';
import { ARGON2_OPTIONS } from '../../modules/auth/password-hasher';
import { RoleEntity } from '../../modules/users/role.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { UserRoleEntity } from '../../modules/users/user-role.entity';
import demo from './demo-sign-ins.json';

/** One account per seeded role (DECISIONS §10); `npm start` prints these sign-ins. */
export async function loadDemoUsers(manager: EntityManager): Promise<void> {
  const passwordHash = await argon2.hash(demo.password, ARGON2_OPTIONS);
  const roles = await manager.find(RoleEntity);
  for (const account of demo.users) {
    const user = await manager.save(
      manager.create(UserEntity, {
        username: account.username,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        isActive: true,
      }),
    );
    const role = roles.find((candidate) => candidate.name === account.role);
    if (!role) throw new Error(`Demo data names a role that does not exist: ${account.role}`);
    await manager.insert(UserRoleEntity, { userId: user.userId, roleId: role.roleId });
  }
}
