import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentUpdate,
  type HistoryEntry,
  type PaymentMethod,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isExclusionViolation } from '../../common/database/constraint-errors';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentEntity, NO_OVERLAP_CONSTRAINT } from './appointment.entity';
import { toAppointment, toHistoryEntry } from './appointments.mapper';
import { AppointmentsRepository, appointmentNotFound } from './appointments.repository';
import { BookingCheckService, slotTaken } from './booking-check.service';
import { depositAtBooking } from './booking-deposit';
import { BookingConfirmationService } from './booking-confirmation.service';
import { BookingRepository } from './booking.repository';
import { CancellationCheckService } from './cancellation-check.service';
import { depositMethodOf, depositOnChange, moveDepositToClient, recordDepositPayment } from './deposit-payment';
import { TenantContext } from '../../common/tenant/tenant-context';

/** The fields a change is recorded by in the history. */
const TRACKED = ['client_id', 'employee_id', 'service_id', 'appointment_date', 'start_time', 'end_time', 'duration_minutes', 'total_price', 'deposit_amount', 'notes', 'internal_notes', 'special_requests'] as const;

export type SeriesMark = Partial<Pick<AppointmentEntity, 'is_recurring' | 'recurring_pattern' | 'series_id'>>;

const FORM_FIELDS = ['client_id', 'employee_id', 'service_id', 'appointment_date', 'start_time', 'duration_minutes', 'total_price', 'deposit_amount', 'notes', 'internal_notes', 'special_requests'] as const;
/** Only the form's own fields reach the row (a recurring request carries more). */
const pickFields = (input: AppointmentCreate) => Object.fromEntries(FORM_FIELDS.map((field) => [field, input[field]])) as Omit<AppointmentCreate, 'allow_overlap'>;

/** The second booking of one slot fails in PostgreSQL; this turns that into the 409 the form shows. */
export function translateSlotTaken(error: unknown): unknown {
  return isExclusionViolation(error, NO_OVERLAP_CONSTRAINT) ? slotTaken() : error;
}

@Injectable()
export class AppointmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AppointmentsRepository,
    private readonly bookingCheck: BookingCheckService,
    private readonly bookings: BookingRepository,
    private readonly tenant: TenantContext,
    private readonly confirmation: BookingConfirmationService,
    private readonly cancellations: CancellationCheckService,
  ) {}

  async get(appointmentId: number, manager: EntityManager = this.dataSource.manager): Promise<Appointment> {
    const appointment = await this.repository.detail(appointmentId, manager);
    if (!appointment) throw appointmentNotFound();
    return toAppointment(appointment);
  }

  /**
   * `series` marks an occurrence of a recurring series. Begin, the checks' reads, one statement
   * that inserts the appointment (pending, in the salon's own status of that name) with its
   * history and reads it back, the confirmation settings' work (BookingConfirmationService),
   * and the commit; the no-overlap constraint refuses a taken time.
   */
  async create(actor: AuthUser, input: AppointmentCreate, series: SeriesMark = {}): Promise<Appointment> {
    try {
      return await retryingTransaction(this.dataSource, (manager) => this.book(manager, actor, input, series));
    } catch (error) {
      throw translateSlotTaken(error);
    }
  }

  /**
   * The booking path inside the caller's transaction (the waitlist seats its walk-in in the same
   * one): the same checks and insert as create, except, for `walkIn` (seated at once, today), the
   * minimum advance hours and the deposit; a taken time is the 409 SLOT_TAKEN and, thrown out of
   * the transaction, undoes the caller's writes too.
   */
  async bookWithin(manager: EntityManager, actor: AuthUser, input: AppointmentCreate, { walkIn }: { walkIn: boolean }): Promise<Appointment> {
    try {
      return await this.book(manager, actor, input, {}, { walkIn });
    } catch (error) {
      throw translateSlotTaken(error);
    }
  }

  /** The salon's booking rules decide the deposit; the desk's "book anyway", while they allow it, an overlap on purpose. */
  private async book(manager: EntityManager, actor: AuthUser, input: AppointmentCreate, series: SeriesMark, { walkIn = false } = {}): Promise<Appointment> {
    const { end_time, settings, overlap } = await this.bookingCheck.check(manager, input, { checkPast: true, walkIn, overlapRequested: input.allow_overlap });
    const deposit = depositAtBooking(settings.appointments.bookingRules, input.total_price, input.deposit_amount, { walkIn });
    const depositMethod = depositMethodOf(deposit, input.deposit_method);
    const row = {
      ...pickFields(input),
      notes: input.notes ?? null,
      internal_notes: input.internal_notes ?? null,
      special_requests: input.special_requests ?? null,
      deposit_amount: deposit,
      allows_overlap: overlap,
      end_time,
      is_recurring: series.is_recurring ?? false,
      recurring_pattern: series.recurring_pattern ?? null,
      series_id: series.series_id ?? null,
      created_by: actor.id,
    };
    const booked = await this.bookings.insert(manager, row, { newValues: pick(row), changedBy: actor.id });
    if (depositMethod) await this.takeDeposit(manager, actor, booked.appointment_id, input.client_id, deposit, depositMethod);
    // The salon's confirmation settings: confirmed at once, and the word to the client.
    const changed = await this.confirmation.afterBooking(manager, actor, booked, settings);
    return changed ? this.get(booked.appointment_id, manager) : toAppointment(booked);
  }

  /** The deposit is a payment of the appointment, in its transaction (deposit-payment.ts). */
  private takeDeposit(manager: EntityManager, actor: AuthUser, appointmentId: number, clientId: number, amount: number, method: PaymentMethod): Promise<void> {
    return recordDepositPayment(manager, { salonId: this.tenant.salonId(), appointmentId, clientId, amount, method, takenBy: actor.id });
  }

  async update(actor: AuthUser, appointmentId: number, input: AppointmentUpdate): Promise<Appointment> {
    try {
      return await retryingTransaction(this.dataSource, async (manager) => {
        const { appointment: current, status } = await this.repository.lock(manager, appointmentId);
        const moved = input.appointment_date !== current.appointment_date || input.start_time !== current.start_time;
        // Moving inside the cancellation notice is the policy's to allow (moved, then cancelled free).
        if (moved) await this.cancellations.checkMove(manager, actor, current, input, status.name);
        const newPlace = moved || input.employee_id !== current.employee_id || input.duration_minutes !== current.duration_minutes;
        // Keeping a service retired since it was booked is allowed; switching to a retired one is not.
        const { end_time, overlap } = await this.bookingCheck.check(manager, input, {
          checkPast: moved,
          serviceAlreadyBooked: input.service_id === current.service_id,
          newPlace,
          overlapRequested: input.allow_overlap,
          appointmentId,
        });
        const newDeposit = depositOnChange(current.deposit_amount, input);
        // A new time, employee or length overlaps on purpose only when the desk asked again; otherwise the mark stays.
        const changes = { ...pickFields(input), deposit_amount: input.deposit_amount ?? 0, end_time, ...(newPlace ? { allows_overlap: overlap } : {}) };
        await manager.update(AppointmentEntity, { appointment_id: appointmentId }, changes);
        if (newDeposit) await this.takeDeposit(manager, actor, appointmentId, input.client_id, newDeposit.amount, newDeposit.method);
        if (input.client_id !== current.client_id && current.deposit_amount > 0) await moveDepositToClient(manager, this.tenant.salonId(), appointmentId, input.client_id);
        const before = pick(current);
        const after = pick({ ...current, ...changes });
        const changed = TRACKED.filter((field) => before[field] !== after[field]);
        if (changed.length) {
          await this.record(manager, actor, appointmentId, moved ? 'rescheduled' : 'updated', null, only(before, changed), only(after, changed));
        }
        return this.get(appointmentId, manager);
      });
    } catch (error) {
      throw translateSlotTaken(error);
    }
  }

  /**
   * Deletes an appointment: it leaves every list and frees its time, and its history stays,
   * closed by a 'deleted' entry with the reason, who, and the record as it was. One not yet
   * finished is refused as its cancellation would be (CancellationCheckService.checkDelete).
   */
  async remove(actor: AuthUser, appointmentId: number, reason: string | null): Promise<void> {
    await retryingTransaction(this.dataSource, async (manager) => {
      const { appointment, status } = await this.repository.lock(manager, appointmentId);
      await this.cancellations.checkDelete(manager, actor, appointment, status, reason);
      const { appointment_id: _id, ...record } = await this.get(appointmentId, manager);
      await this.record(manager, actor, appointmentId, 'deleted', reason, record, null);
      await manager.delete(AppointmentEntity, { appointment_id: appointmentId, salon_id: this.tenant.salonId() });
    });
  }

  /** The trail of an appointment, also after it was deleted; unknown when there is none. */
  async history(appointmentId: number): Promise<HistoryEntry[]> {
    const entries = await this.repository.history(appointmentId);
    if (entries.length === 0) await this.get(appointmentId);
    return entries.map(toHistoryEntry);
  }

  /** Writes one history row, in the caller's transaction. */
  async record(
    manager: EntityManager,
    actor: AuthUser,
    appointmentId: number,
    changeType: string,
    reason: string | null,
    oldValues: Record<string, unknown> | null,
    newValues: Record<string, unknown> | null,
  ): Promise<void> {
    const entry = manager.create(AppointmentHistoryEntity, {
      appointment_id: appointmentId,
      change_type: changeType,
      change_reason: reason,
      old_values: oldValues,
      new_values: newValues,
      changed_by: actor.id,
    });
    await manager.save(entry);
  }
}

function pick(source: Partial<Record<(typeof TRACKED)[number], unknown>>): Record<(typeof TRACKED)[number], unknown> {
  return Object.fromEntries(TRACKED.map((field) => [field, source[field] ?? null])) as Record<(typeof TRACKED)[number], unknown>;
}

const only = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, values[field]]));
