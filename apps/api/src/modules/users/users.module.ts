import { Module } from '@nestjs/common';
import { AccessVersions } from './access-versions';
import { UserAccountsService } from './user-accounts.service';

/** Accounts and roles: the entities and the reads sign-in and administration share. */
@Module({ providers: [UserAccountsService, AccessVersions], exports: [UserAccountsService, AccessVersions] })
export class UsersModule {}
