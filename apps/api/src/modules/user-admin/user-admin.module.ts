import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';

@Module({ imports: [UsersModule, AuthModule], controllers: [UserAdminController], providers: [UserAdminService] })
export class UserAdminModule {}
