import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessVersions } from './access-versions';
import { RolePermissionEntity } from './role-permission.entity';
import { RoleEntity } from './role.entity';
import { UserAccountsService } from './user-accounts.service';
import { UserAdminRepository } from './user-admin.repository';
import { UserRoleEntity } from './user-role.entity';
import { UserEntity } from './user.entity';

/** Accounts and roles: the entities and the reads sign-in and administration share. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, RoleEntity, RolePermissionEntity, UserRoleEntity])],
  providers: [UserAccountsService, AccessVersions, UserAdminRepository],
  exports: [UserAccountsService, AccessVersions, UserAdminRepository],
})
export class UsersModule {}
