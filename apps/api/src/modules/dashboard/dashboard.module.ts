import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { ClientsModule } from '../clients';
import { InventoryModule } from '../inventory';
import { PaymentsModule } from '../payments';
import { SalonsModule } from '../salons';
import { SettingsModule } from '../settings';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [SalonsModule, SettingsModule, AppointmentsModule, ClientsModule, InventoryModule, PaymentsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
