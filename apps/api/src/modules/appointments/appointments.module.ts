import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientsModule } from '../clients';
import { EmployeesModule } from '../employees';
import { OutboxModule } from '../outbox';
import { SalonsModule } from '../salons';
import { ServicesModule } from '../services';
import { SettingsModule } from '../settings';
import { AppointmentExtrasService } from './appointment-extras.service';
import { AppointmentHandoverService } from './appointment-handover.service';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentListRepository } from './appointment-list.repository';
import { AppointmentListService } from './appointment-list.service';
import { AppointmentMessagesService } from './appointment-messages.service';
import { AppointmentMovesService } from './appointment-moves.service';
import { AppointmentNoteEntity } from './appointment-note.entity';
import { AppointmentNotesService } from './appointment-notes.service';
import { AppointmentQueriesService } from './appointment-queries.service';
import { AppointmentServiceEntity } from './appointment-service.entity';
import { AppointmentStatisticsService } from './appointment-statistics.service';
import { AppointmentStatusEntity } from './appointment-status.entity';
import { AppointmentStatusesService } from './appointment-statuses.service';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentActionsController } from './appointment-actions.controller';
import { AppointmentChargesQuery } from './appointment-charges.query';
import { AppointmentExtrasController } from './appointment-extras.controller';
import { AppointmentMessagesController } from './appointment-messages.controller';
import { AppointmentReportsController } from './appointment-reports.controller';
import { AppointmentStatusesController } from './appointment-statuses.controller';
import { AppointmentViewsController } from './appointment-views.controller';
import { AppointmentsController } from './appointments.controller';
import { AppointmentMonthRepository } from './appointment-month.repository';
import { AppointmentQueriesRepository } from './appointment-queries.repository';
import { AppointmentQueuesRepository } from './appointment-queues.repository';
import { AppointmentStatisticsRepository } from './appointment-statistics.repository';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { BookedTimeQuery } from './booked-time.query';
import { BookingCheckService } from './booking-check.service';
import { BookingRepository } from './booking.repository';
import { AppointmentDashboardQuery } from './appointment-dashboard.query';
import { AutoConfirmJob } from './auto-confirm.job';
import { ReminderJob } from './reminder.job';
import { BookingConfirmationService } from './booking-confirmation.service';
import { CancellationCheckService } from './cancellation-check.service';
import { ClientNoticesService } from './client-notices.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([AppointmentEntity, AppointmentStatusEntity, AppointmentHistoryEntity, AppointmentNoteEntity, AppointmentServiceEntity]),
    SalonsModule,
    SettingsModule,
    OutboxModule,
    ClientsModule,
    EmployeesModule,
    ServicesModule,
  ],
  // One controller per contract router.
  controllers: [
    AppointmentsController,
    AppointmentActionsController,
    AppointmentExtrasController,
    AppointmentMessagesController,
    AppointmentViewsController,
    AppointmentReportsController,
    AppointmentStatusesController,
  ],
  providers: [
    AppointmentsService,
    AppointmentListService,
    AppointmentTransitionsService,
    AppointmentMovesService,
    AppointmentExtrasService,
    AppointmentNotesService,
    AppointmentQueriesService,
    AppointmentStatisticsService,
    AppointmentMessagesService,
    AppointmentStatusesService,
    BookingCheckService,
    BookingRepository,
    BookedTimeQuery,
    AppointmentHandoverService,
    AppointmentChargesQuery,
    AppointmentsRepository,
    AppointmentQueriesRepository,
    AppointmentListRepository,
    AppointmentQueuesRepository,
    AppointmentMonthRepository,
    AppointmentStatisticsRepository,
    AppointmentDashboardQuery,
    CancellationCheckService,
    ClientNoticesService,
    BookingConfirmationService,
    AutoConfirmJob,
    ReminderJob,
  ],
  exports: [AppointmentsService, AppointmentDashboardQuery, BookedTimeQuery, AppointmentHandoverService, AppointmentChargesQuery, AppointmentQueriesService, AppointmentListService],
})
export class AppointmentsModule {}
