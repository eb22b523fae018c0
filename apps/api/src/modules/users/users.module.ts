import { Module } from '@nestjs/common';
import { UserAccountsService } from './user-accounts.service';

/** Accounts and roles: the entities and the reads sign-in and administration share. */
@Module({ providers: [UserAccountsService], exports: [UserAccountsService] })
export class UsersModule {}
