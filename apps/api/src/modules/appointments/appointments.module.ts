import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { SalonsModule } from '../salons/salons.module';
import { AppointmentStatusesService } from './appointment-statuses.service';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsService } from './appointments.service';
import { BookingRules } from './booking-rules';

@Module({
  imports: [SalonsModule, OutboxModule],
  controllers: [AppointmentsController],
  providers: [AppointmentsService, AppointmentTransitionsService, AppointmentStatusesService, BookingRules],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
