import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments';
import { SalonsModule } from '../salons';
import { SettingsModule } from '../settings';
import { ReportAppointmentsRepository } from './report-appointments.repository';
import { ReportClientsRepository } from './report-clients.repository';
import { ReportStaffRepository } from './report-staff.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [SalonsModule, PaymentsModule, SettingsModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportAppointmentsRepository, ReportClientsRepository, ReportStaffRepository],
})
export class ReportsModule {}
