import { Module } from '@nestjs/common';
import { SalonsModule } from '../salons';
import { SettingsModule } from '../settings';
import { ReportAnalyticsRepository } from './report-analytics.repository';
import { ReportAppointmentsRepository } from './report-appointments.repository';
import { ReportClientsRepository } from './report-clients.repository';
import { ReportMoneyRepository } from './report-money.repository';
import { ReportStaffRepository } from './report-staff.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

@Module({
  imports: [SalonsModule, SettingsModule],
  controllers: [ReportsController],
  providers: [ReportsService, ReportAnalyticsRepository, ReportAppointmentsRepository, ReportClientsRepository, ReportMoneyRepository, ReportStaffRepository],
})
export class ReportsModule {}
