import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../config/app-config.token';
import type { AppConfig } from '../../config/env';
import { AccessGuard } from '../../common/auth/access.guard';
import { ACCESS_TOKEN_ALGORITHM, JwtStrategy } from '../../common/auth/jwt.strategy';
import { OutboxModule } from '../outbox';
import { SalonsModule } from '../salons';
import { SettingsModule } from '../settings';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';
import { PasswordPolicyCheck } from './password-policy-check';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { PasswordResetService } from './password-reset.service';
import { SessionTokensService } from './session-tokens.service';
import { RedisThrottleStore } from './redis-throttle-store';
import { PostgresThrottleStore, RegistrationThrottle, SignInThrottle, THROTTLE_STORE } from './sign-in-throttle';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshTokenEntity, PasswordResetTokenEntity]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM } }),
    }),
    UsersModule,
    OutboxModule,
    SalonsModule,
    SettingsModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordResetService,
    PasswordHasher,
    PasswordPolicyCheck,
    SessionTokensService,
    SignInThrottle,
    RegistrationThrottle,
    PostgresThrottleStore,
    {
      // Redis when REDIS_URL is set, else PostgreSQL: either way every API instance shares the counts.
      provide: THROTTLE_STORE,
      inject: [APP_CONFIG, PostgresThrottleStore],
      useFactory: (config: AppConfig, postgres: PostgresThrottleStore) =>
        config.REDIS_URL ? new RedisThrottleStore(new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })) : postgres,
    },
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionTokensService, PasswordHasher],
})
export class AuthModule {}
