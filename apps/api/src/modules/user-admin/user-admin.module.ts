import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { UsersModule } from '../users';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';

@Module({ imports: [UsersModule, AuthModule], controllers: [UserAdminController], providers: [UserAdminService] })
export class UserAdminModule {}
