import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MESSAGES,
  canReschedule,
  refusalMessage,
  type Appointment,
  type BulkRequest,
  type BulkResponse,
  type RecurringCreate,
  type RecurringResult,
  type Reschedule,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { ClientFactsQuery } from '../clients';
import { OutboxService } from '../outbox';
import { seriesDates } from './appointment-series';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService, translateSlotTaken } from './appointments.service';
import { BookingCheckService } from './booking-check.service';
import { CancellationCheckService } from './cancellation-check.service';

/** The message a person should read about a refusal: the field's own message when there is one. */
function readableMessage(error: DomainError): string {
  const fieldErrors = error.details?.fieldErrors;
  const first = fieldErrors ? Object.values(fieldErrors).flat()[0] : undefined;
  return first ?? error.message;
}

/** Moving appointments in time, one, many, or as a recurring series. */
@Injectable()
export class AppointmentMovesService {
  private readonly logger = new Logger(AppointmentMovesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsService,
    private readonly repository: AppointmentsRepository,
    private readonly transitions: AppointmentTransitionsService,
    private readonly bookingCheck: BookingCheckService,
    private readonly outbox: OutboxService,
    private readonly clients: ClientFactsQuery,
    private readonly cancellations: CancellationCheckService,
  ) {}

  /** A new date and start time for a pending or confirmed appointment; the length stays. */
  async reschedule(actor: AuthUser, appointmentId: number, input: Reschedule): Promise<Appointment> {
    try {
      return await retryingTransaction(this.dataSource, async (manager) => {
        const { appointment: current, status } = await this.repository.lock(manager, appointmentId);
        if (!canReschedule({ status, checked_in_at: current.checked_in_at, checked_out_at: current.checked_out_at })) {
          const reason = current.checked_in_at ? 'has been checked in' : null;
          throw new DomainError('INVALID_TRANSITION', refusalMessage('Cannot reschedule an appointment', reason, status.name), { status: status.name });
        }
        // Moving inside the cancellation notice is the policy's to allow (moved, then cancelled free).
        const newTime = input.new_date !== current.appointment_date || input.new_start_time !== current.start_time.slice(0, 5);
        if (newTime) {
          await this.cancellations.checkMove(manager, actor, current, { appointment_date: input.new_date, start_time: input.new_start_time }, status.name);
        }
        const { end_time } = await this.bookingCheck.check(
          manager,
          { ...current, appointment_date: input.new_date, start_time: input.new_start_time },
          // Its service is booked already: one retired since does not freeze the appointment.
          { checkPast: true, serviceAlreadyBooked: true, appointmentId },
        );
        // A reschedule books the new time as an ordinary booking: it never double-books on purpose.
        const moved = { appointment_date: input.new_date, start_time: input.new_start_time, end_time, allows_overlap: false };
        await manager.update(AppointmentEntity, { appointment_id: appointmentId }, moved);
        await this.appointments.record(
          manager,
          actor,
          appointmentId,
          'rescheduled',
          input.reason ?? null,
          { appointment_date: current.appointment_date, start_time: current.start_time, end_time: current.end_time },
          { appointment_date: input.new_date, start_time: input.new_start_time, end_time },
        );
        if (input.send_notification) await this.tellClientOfNewTime(manager, current.client_id, input.new_date, input.new_start_time);
        return this.appointments.get(appointmentId, manager);
      });
    } catch (error) {
      throw translateSlotTaken(error);
    }
  }

  /** Each appointment in its own transaction, so one refusal does not undo the others. */
  async bulk(actor: AuthUser, request: BulkRequest): Promise<BulkResponse> {
    const results: BulkResponse['results'] = [];
    for (const appointmentId of [...new Set(request.appointment_ids)]) {
      try {
        await this.applyOne(actor, appointmentId, request);
        results.push({ appointment_id: appointmentId, success: true, code: null, message: null });
      } catch (error) {
        if (!(error instanceof DomainError)) this.logger.error(`Bulk ${request.operation} of appointment ${appointmentId} failed`, error as Error);
        results.push(
          error instanceof DomainError
            ? { appointment_id: appointmentId, success: false, code: error.code, message: readableMessage(error) }
            : { appointment_id: appointmentId, success: false, code: 'INTERNAL_ERROR', message: MESSAGES.internalError },
        );
      }
    }
    const succeeded = results.filter((result) => result.success).length;
    return { operation: request.operation, succeeded, failed: results.length - succeeded, results };
  }

  /**
   * Books each date of the series on its own: a taken slot or a day off skips that date
   * only, and the answer lists the skipped dates with why.
   */
  async createSeries(actor: AuthUser, input: RecurringCreate): Promise<RecurringResult> {
    const dates = seriesDates(input.appointment_date, input.recurring_pattern, input.recurring_end_date, input.recurring_count);
    const seriesId = randomUUID();
    const booked: Appointment[] = [];
    const failed: RecurringResult['failed'] = [];
    for (const date of dates) {
      try {
        booked.push(await this.appointments.create(actor, { ...input, appointment_date: date }, { is_recurring: true, recurring_pattern: input.recurring_pattern, series_id: seriesId }));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failed.push({ appointment_date: date, code: error.code, message: readableMessage(error) });
      }
    }
    return { series_id: booked.length ? seriesId : null, booked, failed };
  }

  private async applyOne(actor: AuthUser, appointmentId: number, request: BulkRequest): Promise<void> {
    switch (request.operation) {
      case 'cancel':
        await this.transitions.run(actor, appointmentId, 'cancel', { reason: request.reason ?? null, send_notification: request.send_notifications });
        return;
      case 'confirm':
        await this.transitions.run(actor, appointmentId, 'confirm');
        return;
      case 'reschedule': {
        const current = await this.appointments.get(appointmentId);
        await this.reschedule(actor, appointmentId, {
          new_date: request.new_date!,
          new_start_time: request.new_start_time ?? current.start_time,
          reason: request.reason ?? null,
          send_notification: request.send_notifications,
        });
      }
    }
  }

  /** The notice goes to the outbox with the change, so it is sent exactly when the change stands. */
  private async tellClientOfNewTime(manager: EntityManager, clientId: number, date: string, startTime: string): Promise<void> {
    const client = await this.clients.contact(clientId, manager);
    if (!client?.email) return;
    await this.outbox.enqueue(manager, {
      channel: 'email',
      recipient: client.email,
      subject: 'Your appointment has been moved',
      body: `Hello ${client.first_name},\n\nyour appointment has been moved to ${date} at ${startTime}.\nCall us if the new time does not suit you.\n`,
    });
  }
}
