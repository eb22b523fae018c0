/** The module's public surface: other modules import only this file (eslint.config.mjs, API module boundaries). */
export { UsersModule } from './users.module';
export { AccessVersions } from './access-versions';
export { UserAccountsService, permissionsOf, toSessionUser, type AccountWithRoles, type RoleGrant } from './user-accounts.service';
export { UserAdminRepository, type RoleRow, type UserRecord } from './user-admin.repository';
