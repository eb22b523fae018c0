import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { AccessGuard } from '../../common/auth/access.guard';
import { ACCESS_TOKEN_ALGORITHM, JwtStrategy } from '../../common/auth/jwt.strategy';
import { OutboxModule } from '../outbox/outbox.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { SessionTokensService } from './session-tokens.service';
import { PostgresThrottleStore, SignInThrottle, THROTTLE_STORE } from './sign-in-throttle';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM } }),
    }),
    UsersModule,
    OutboxModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordResetService,
    PasswordHasher,
    SessionTokensService,
    SignInThrottle,
    PostgresThrottleStore,
    { provide: THROTTLE_STORE, useExisting: PostgresThrottleStore },
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionTokensService, PasswordHasher],
})
export class AuthModule {}
