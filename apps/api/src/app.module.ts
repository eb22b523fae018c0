import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/env';
import { typeOrmOptions } from './database/typeorm-options';
import { HealthModule } from './modules/health/health.module';
import { ServiceTypesModule } from './modules/service-types/service-types.module';

export const APP_CONFIG = Symbol('APP_CONFIG');

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [TypeOrmModule.forRoot(typeOrmOptions(config.DATABASE_URL, config.DATABASE_POOL_SIZE)), HealthModule, ServiceTypesModule],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
