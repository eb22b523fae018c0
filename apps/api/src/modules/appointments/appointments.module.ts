import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module';
import { OutboxModule } from '../outbox/outbox.module';
import { SalonsModule } from '../salons/salons.module';
import { AppointmentExtrasService } from './appointment-extras.service';
import { AppointmentMessagesService } from './appointment-messages.service';
import { AppointmentMovesService } from './appointment-moves.service';
import { AppointmentNotesService } from './appointment-notes.service';
import { AppointmentQueriesService } from './appointment-queries.service';
import { AppointmentStatisticsService } from './appointment-statistics.service';
import { AppointmentStatusesService } from './appointment-statuses.service';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentsController } from './appointments.controller';
import { AppointmentsService } from './appointments.service';
import { BookingCheckService } from './booking-check.service';

@Module({
  imports: [SalonsModule, OutboxModule, AvailabilityModule],
  controllers: [AppointmentsController],
  providers: [
    AppointmentsService,
    AppointmentTransitionsService,
    AppointmentMovesService,
    AppointmentExtrasService,
    AppointmentNotesService,
    AppointmentQueriesService,
    AppointmentStatisticsService,
    AppointmentMessagesService,
    AppointmentStatusesService,
    BookingCheckService,
  ],
  exports: [AppointmentsService],
})
export class AppointmentsModule {}
