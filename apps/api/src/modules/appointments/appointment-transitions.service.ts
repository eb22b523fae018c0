import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ACTION_TARGET_STATUS, canTakeAction, fromCents, refusedActionMessage, refusedByTime, type Appointment, type StatusAction } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainError } from '../../common/errors/domain-error';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { SalonClock } from '../salons';
import { AppointmentStatusEntity } from './appointment-status.entity';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { CancellationCheckService } from './cancellation-check.service';
import { ClientNoticesService } from './client-notices.service';

export type TransitionDetails = { notes?: string | null; reason?: string | null; rating?: number | null; send_notification?: boolean };

/**
 * The actions table of spec part 1 §4 and the salon's clock (check-in, check-out and complete
 * from the appointment's day, no-show from its start), enforced here with the same rules the
 * web uses (DECISIONS §5). The row is locked and the update is conditional on the status the guard
 * saw, so two racing actions cannot both win; the history row shares the transaction.
 */
@Injectable()
export class AppointmentTransitionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsService,
    private readonly repository: AppointmentsRepository,
    private readonly clock: SalonClock,
    private readonly cancellations: CancellationCheckService,
    private readonly notices: ClientNoticesService,
  ) {}

  /**
   * `inTransaction`: run in the caller's transaction instead of its own (an employee's
   * deactivation cancels with it). Such a cancellation is the salon's own decision, so the
   * cancellation policy neither refuses it nor charges its fee; a user's cancellation meets both.
   */
  async run(actor: AuthUser, appointmentId: number, action: StatusAction, details: TransitionDetails = {}, inTransaction?: EntityManager): Promise<Appointment> {
    const work = async (manager: EntityManager) => {
      const { appointment: current, status } = await this.repository.lock(manager, appointmentId);
      const subject = { status, checked_in_at: current.checked_in_at, checked_out_at: current.checked_out_at };
      if (!canTakeAction(subject, action)) {
        throw new DomainError('INVALID_TRANSITION', refusedActionMessage(action, subject), { status: status.name });
      }
      const tooEarly = refusedByTime({ ...subject, appointment_date: current.appointment_date, start_time: current.start_time }, action, await this.clock.now(manager));
      if (tooEarly) throw new DomainError('INVALID_TRANSITION', tooEarly, { status: status.name });
      const feeCents = action === 'cancel' && !inTransaction ? await this.cancellations.feeCents(manager, actor, current, status.name, details.reason) : 0;
      const target = await this.targetStatus(manager, action, status);
      const changes = { status_id: target.status_id, ...stamps(action, details, new Date()), ...(feeCents > 0 ? { cancellation_fee: fromCents(feeCents) } : {}) };
      const { affected } = await manager
        .createQueryBuilder()
        .update(AppointmentEntity)
        .set(changes)
        .where('appointment_id = :appointmentId AND status_id = :seen', { appointmentId, seen: current.status_id })
        .execute();
      if (!affected) throw new DomainError('INVALID_TRANSITION', 'The appointment changed in the meantime; reload it and try again', { status: status.name });

      const { status_id: _status, holds_slot: _holds, ...recorded } = changes;
      await this.appointments.record(manager, actor, appointmentId, action, details.reason ?? details.notes ?? null, { status: status.name }, {
        status: target.name,
        ...recorded,
      });
      if (action === 'cancel' && details.send_notification !== false) await this.notices.cancelled(manager, current, feeCents);
      return this.appointments.get(appointmentId, manager);
    };
    return inTransaction ? work(inTransaction) : retryingTransaction(this.dataSource, work);
  }

  private async targetStatus(manager: EntityManager, action: StatusAction, current: AppointmentStatusEntity): Promise<AppointmentStatusEntity> {
    const name = ACTION_TARGET_STATUS[action];
    if (name === null) return current;
    return this.repository.systemStatus(manager, name);
  }
}

/** The columns each action sets besides the status. */
function stamps(action: StatusAction, details: TransitionDetails, now: Date): Partial<AppointmentEntity> {
  switch (action) {
    case 'confirm':
      return {};
    case 'check_in':
      return { checked_in_at: now };
    case 'check_out':
      return { checked_out_at: now };
    case 'complete':
      return { completed_at: now, ...(details.rating ? { rating: details.rating } : {}) };
    case 'cancel':
      return { cancelled_at: now, cancellation_reason: details.reason ?? null, holds_slot: false };
    case 'no_show':
      return { no_show_at: now, holds_slot: false };
  }
}
