import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module';
import { EmployeesModule } from '../employees/employees.module';
import { SalonsModule } from '../salons/salons.module';
import { ServicesModule } from '../services/services.module';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';

/** Free time is derived from bookings, so availability imports appointments, never the reverse. */
@Module({
  imports: [SalonsModule, EmployeesModule, ServicesModule, AppointmentsModule],
  controllers: [AvailabilityController],
  providers: [AvailabilityService],
})
export class AvailabilityModule {}
