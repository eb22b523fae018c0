import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments';
import { EmployeesModule } from '../employees';
import { SalonsModule } from '../salons';
import { ServicesModule } from '../services';
import { SettingsModule } from '../settings';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { ScheduleCellsQuery } from './schedule-cells.query';
import { SlotFactsQuery } from './slot-facts.query';
import { WeekCellsQuery } from './week-cells.query';

/** Free time is derived from bookings, so availability imports appointments, never the reverse. */
@Module({
  imports: [SalonsModule, SettingsModule, EmployeesModule, ServicesModule, AppointmentsModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService, SlotFactsQuery, WeekCellsQuery, ScheduleCellsQuery],
  exports: [AvailabilityService],
})
export class AvailabilityModule {}
