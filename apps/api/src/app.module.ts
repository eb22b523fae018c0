import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from './config/app-config.token';
import type { AppConfig } from './config/env';
import { typeOrmOptions } from './database/typeorm-options';
import { TenantModule } from './common/tenant/tenant.module';
import { AppointmentsModule } from './modules/appointments';
import { AuthModule } from './modules/auth';
import { AvailabilityModule } from './modules/availability';
import { ClientsModule } from './modules/clients';
import { DashboardModule } from './modules/dashboard';
import { ReportsModule } from './modules/reports';
import { DeactivationsModule } from './modules/deactivations';
import { EmployeesModule } from './modules/employees';
import { ServicesModule } from './modules/services';
import { HealthModule } from './modules/health';
import { InventoryModule } from './modules/inventory';
import { OutboxModule } from './modules/outbox';
import { PaymentsModule } from './modules/payments';
import { SearchModule } from './modules/search';
import { SettingsModule } from './modules/settings';
import { ServiceTypesModule } from './modules/service-types';
import { UserAdminModule } from './modules/user-admin';
import { WaitlistModule } from './modules/waitlist';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(typeOrmOptions(config.DATABASE_URL, config.DATABASE_POOL_SIZE, config.DATABASE_POOL_WAIT_MS, config.DATABASE_NAMED_STATEMENTS)),
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
        DeactivationsModule,
        InventoryModule,
        PaymentsModule,
        DashboardModule,
        ReportsModule,
        SearchModule,
        WaitlistModule,
        SettingsModule,
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
