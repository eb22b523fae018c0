import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from './config/app-config.token';
import type { AppConfig } from './config/env';
import { typeOrmOptions } from './database/typeorm-options';
import { TenantModule } from './common/tenant/tenant.module';
import { AppointmentsModule } from './modules/appointments/appointments.module';
import { AuthModule } from './modules/auth/auth.module';
import { AvailabilityModule } from './modules/availability/availability.module';
import { ClientsModule } from './modules/clients/clients.module';
import { EmployeesModule } from './modules/employees/employees.module';
import { ServicesModule } from './modules/services/services.module';
import { HealthModule } from './modules/health/health.module';
import { OutboxModule } from './modules/outbox/outbox.module';
import { ServiceTypesModule } from './modules/service-types/service-types.module';
import { UserAdminModule } from './modules/user-admin/user-admin.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(typeOrmOptions(config.DATABASE_URL, config.DATABASE_POOL_SIZE, config.DATABASE_POOL_WAIT_MS)),
        TenantModule,
        HealthModule,
        AuthModule,
        UserAdminModule,
        OutboxModule,
        ServiceTypesModule,
        ClientsModule,
        EmployeesModule,
        ServicesModule,
        AppointmentsModule,
        AvailabilityModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
