import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPOINTMENT_MESSAGES,
  DEFAULT_STATUS_ID,
  type Appointment,
  type AppointmentCreate,
  type AppointmentListQuery,
  type AppointmentUpdate,
  type HistoryEntry,
} from '@salon/contracts';
import { Brackets, DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isExclusionViolation } from '../../common/database/constraint-errors';
import { orderByThenKey } from '../../common/database/order-by';
import { containsPattern } from '../../common/database/search-pattern';
import { DomainError } from '../../common/errors/domain-error';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { AppointmentHistoryEntity } from './appointment-history.entity';
import { AppointmentEntity, NO_OVERLAP_CONSTRAINT } from './appointment.entity';
import { toAppointment, toHistoryEntry } from './appointments.mapper';
import { BookingCheckService } from './booking-check.service';

const SORT_COLUMNS: Record<AppointmentListQuery['sortBy'], string[]> = {
  appointment_date: ['appointment.appointment_date', 'appointment.start_time'],
  total_price: ['appointment.total_price'],
  status: ['status.name'],
  client_name: ['client.last_name', 'client.first_name'],
  employee_name: ['employee.last_name', 'employee.first_name'],
  service_name: ['service.name'],
  created_at: ['appointment.created_at'],
};

/** The fields a change is recorded by in the history. */
const TRACKED = ['client_id', 'employee_id', 'service_id', 'appointment_date', 'start_time', 'end_time', 'duration_minutes', 'total_price', 'deposit_amount', 'notes', 'internal_notes', 'special_requests'] as const;

export type SeriesMark = Partial<Pick<AppointmentEntity, 'is_recurring' | 'recurring_pattern' | 'series_id'>>;

const FORM_FIELDS = ['client_id', 'employee_id', 'service_id', 'appointment_date', 'start_time', 'duration_minutes', 'total_price', 'deposit_amount', 'notes', 'internal_notes', 'special_requests'] as const;
/** Only the form's own fields reach the row (a recurring request carries more). */
const pickFields = (input: AppointmentCreate) => Object.fromEntries(FORM_FIELDS.map((field) => [field, input[field]])) as AppointmentCreate;

export const notFound = () => new DomainError('NOT_FOUND', 'Appointment not found');

/** The second booking of one slot fails in PostgreSQL; this turns that into the 409 the form shows. */
export function translateSlotTaken(error: unknown): unknown {
  if (isExclusionViolation(error, NO_OVERLAP_CONSTRAINT)) {
    return new DomainError('SLOT_TAKEN', APPOINTMENT_MESSAGES.slotTaken, { fieldErrors: { start_time: [APPOINTMENT_MESSAGES.slotTaken] } });
  }
  return error;
}

@Injectable()
export class AppointmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bookingCheck: BookingCheckService,
  ) {}

  async list(query: AppointmentListQuery): Promise<{ rows: Appointment[]; count: number }> {
    const builder = this.joined(this.dataSource.manager);
    if (query.date_from) builder.andWhere('appointment.appointment_date >= :dateFrom', { dateFrom: query.date_from });
    if (query.date_to) builder.andWhere('appointment.appointment_date <= :dateTo', { dateTo: query.date_to });
    if (query.status) builder.andWhere('status.name = :status', { status: query.status });
    if (query.employee_id) builder.andWhere('appointment.employee_id = :employeeId', { employeeId: query.employee_id });
    if (query.service_id) builder.andWhere('appointment.service_id = :serviceId', { serviceId: query.service_id });
    if (query.client_id) builder.andWhere('appointment.client_id = :clientId', { clientId: query.client_id });
    if (query.search) {
      const pattern = containsPattern(query.search);
      builder.andWhere(
        new Brackets((where) =>
          where
            .where(`(client.first_name || ' ' || client.last_name) ILIKE :pattern`, { pattern })
            .orWhere(`(employee.first_name || ' ' || employee.last_name) ILIKE :pattern`, { pattern })
            .orWhere('service.name ILIKE :pattern', { pattern }),
        ),
      );
    }
    // Only many-to-one joins, so rows never repeat: plain LIMIT/OFFSET, not TypeORM's two-query take/skip.
    orderByThenKey(builder, SORT_COLUMNS[query.sortBy], query.sortOrder, 'appointment.appointment_id').limit(query.limit).offset(query.offset);
    const [rows, count] = await builder.getManyAndCount();
    return { rows: rows.map(toAppointment), count };
  }

  async get(appointmentId: number, manager: EntityManager = this.dataSource.manager): Promise<Appointment> {
    const appointment = await this.joined(manager).andWhere('appointment.appointment_id = :appointmentId', { appointmentId }).getOne();
    if (!appointment) throw notFound();
    return toAppointment(appointment);
  }

  /** `series` marks an occurrence of a recurring series. */
  async create(actor: AuthUser, input: AppointmentCreate, series: SeriesMark = {}): Promise<Appointment> {
    try {
      return await retryingTransaction(this.dataSource, async (manager) => {
        const { end_time } = await this.bookingCheck.check(manager, input, { checkPast: true });
        const { identifiers } = await manager.insert(AppointmentEntity, {
          ...pickFields(input),
          ...series,
          deposit_amount: input.deposit_amount ?? 0,
          end_time,
          salon_id: DEFAULT_SALON_ID,
          status_id: DEFAULT_STATUS_ID,
          holds_slot: true,
          created_by: actor.id,
        });
        const appointmentId = identifiers[0].appointment_id as number;
        const created = await this.get(appointmentId, manager);
        await this.record(manager, actor, appointmentId, 'created', null, null, pick(created));
        return created;
      });
    } catch (error) {
      throw translateSlotTaken(error);
    }
  }

  async update(actor: AuthUser, appointmentId: number, input: AppointmentUpdate): Promise<Appointment> {
    try {
      return await retryingTransaction(this.dataSource, async (manager) => {
        const current = await lock(manager, appointmentId);
        const moved = input.appointment_date !== current.appointment_date || input.start_time !== current.start_time;
        const { end_time } = await this.bookingCheck.check(manager, input, { checkPast: moved });
        const changes = { ...pickFields(input), deposit_amount: input.deposit_amount ?? 0, end_time };
        await manager.update(AppointmentEntity, { appointment_id: appointmentId }, changes);
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
   * closed by a 'deleted' entry with the reason, who, and the record as it was.
   */
  async remove(actor: AuthUser, appointmentId: number, reason: string | null): Promise<void> {
    await retryingTransaction(this.dataSource, async (manager) => {
      await lock(manager, appointmentId);
      const { appointment_id: _id, ...record } = await this.get(appointmentId, manager);
      await this.record(manager, actor, appointmentId, 'deleted', reason, record, null);
      await manager.delete(AppointmentEntity, { appointment_id: appointmentId, salon_id: DEFAULT_SALON_ID });
    });
  }

  /** The trail of an appointment, also after it was deleted; unknown when there is none. */
  async history(appointmentId: number): Promise<HistoryEntry[]> {
    const entries = await this.dataSource.manager.find(AppointmentHistoryEntity, {
      where: { appointment_id: appointmentId },
      relations: { changedBy: true },
      order: { created_at: 'ASC', history_id: 'ASC' },
    });
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

  /** Appointments with their client, employee, service and status joined, in salon 1. */
  joined(manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<AppointmentEntity> {
    // Only the columns the answer shows of each joined record: a calendar month is 1,000 rows.
    return manager
      .createQueryBuilder(AppointmentEntity, 'appointment')
      .innerJoin('appointment.client', 'client')
      .addSelect(['client.client_id', 'client.first_name', 'client.last_name', 'client.email', 'client.phone'])
      .innerJoin('appointment.employee', 'employee')
      .addSelect(['employee.employee_id', 'employee.first_name', 'employee.last_name'])
      .innerJoin('appointment.service', 'service')
      .addSelect(['service.service_id', 'service.name', 'service.duration_minutes', 'service.base_price'])
      .innerJoin('appointment.status', 'status')
      .addSelect(['status.status_id', 'status.name', 'status.is_billable'])
      .where('appointment.salon_id = :salonId', { salonId: DEFAULT_SALON_ID });
  }
}

/** The appointment's row, locked until the transaction ends, so changes to it take turns. */
export async function lock(manager: EntityManager, appointmentId: number): Promise<AppointmentEntity> {
  const appointment = await manager.findOne(AppointmentEntity, {
    where: { appointment_id: appointmentId, salon_id: DEFAULT_SALON_ID },
    lock: { mode: 'pessimistic_write' },
  });
  if (!appointment) throw notFound();
  return appointment;
}

function pick(source: Partial<Record<(typeof TRACKED)[number], unknown>>): Record<(typeof TRACKED)[number], unknown> {
  return Object.fromEntries(TRACKED.map((field) => [field, source[field] ?? null])) as Record<(typeof TRACKED)[number], unknown>;
}

const only = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, values[field]]));
