import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, type WeeklyHours } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { runNamed, type NamedStatement } from '../../common/database/named-statement';
import { TenantContext } from '../../common/tenant/tenant-context';
import { storedFromJson, storedSettingsJson, type StoredSettings } from '../settings';
import { AppointmentEntity } from './appointment.entity';

/** What a booking is judged on (see booking-rules.ts), and the salon's stored settings. */
export type BookingRecords = {
  stored: StoredSettings;
  timeZone: string;
  clientFound: boolean;
  employee: { first_name: string; is_active: boolean } | null;
  service: { is_active: boolean } | null;
  week: WeeklyHours[];
};

/** The new row's own fields; the salon, its pending status and the time it holds are the repository's. */
export type NewAppointment = Pick<
  AppointmentEntity,
  | 'client_id'
  | 'employee_id'
  | 'service_id'
  | 'appointment_date'
  | 'start_time'
  | 'end_time'
  | 'duration_minutes'
  | 'total_price'
  | 'deposit_amount'
  | 'notes'
  | 'internal_notes'
  | 'special_requests'
  | 'is_recurring'
  | 'recurring_pattern'
  | 'series_id'
  | 'created_by'
  | 'allows_overlap'
>;

const INSERTED = [
  'client_id',
  'employee_id',
  'service_id',
  'appointment_date',
  'start_time',
  'end_time',
  'duration_minutes',
  'total_price',
  'deposit_amount',
  'notes',
  'internal_notes',
  'special_requests',
  'is_recurring',
  'recurring_pattern',
  'series_id',
  'created_by',
  'allows_overlap',
] as const satisfies readonly (keyof NewAppointment)[];

/** Share-locks the employee's row and reads the salon's time zone and settings, the client and the service. */
const FACTS: NamedStatement = {
  name: 'booking-facts',
  text: `SELECT (SELECT time_zone FROM salons WHERE salon_id = $1) AS time_zone,
                ${storedSettingsJson('$1')} AS settings,
                EXISTS (SELECT 1 FROM clients WHERE client_id = $2 AND salon_id = $1) AS client_found,
                (SELECT json_build_object('first_name', first_name, 'is_active', is_active)
                   FROM (SELECT first_name, is_active FROM employees WHERE employee_id = $3 AND salon_id = $1 FOR SHARE) locked) AS employee,
                (SELECT json_build_object('is_active', is_active) FROM services WHERE service_id = $4 AND salon_id = $1) AS service`,
};

const WEEK: NamedStatement = {
  name: 'booking-week',
  text: `SELECT day_of_week, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time,
                to_char(break_start, 'HH24:MI') AS break_start, to_char(break_end, 'HH24:MI') AS break_end
           FROM employee_schedules WHERE employee_id = $1`,
};

/** Whether a booking made to overlap (double booking allowed) holds any of the employee's time then. */
const HELD_ON_PURPOSE: NamedStatement = {
  name: 'booking-held-on-purpose',
  text: `SELECT EXISTS (SELECT 1 FROM appointments
                         WHERE salon_id = $1 AND employee_id = $2 AND appointment_date = $3 AND holds_slot AND allows_overlap
                           AND start_time < $5::time AND end_time > $4::time AND appointment_id <> $6) AS held`,
};

/** A confirmation request sent on booking: the appointment stamped with it and its history entry, in one statement. */
const STAMP_CONFIRMATION_SENT: NamedStatement = {
  name: 'booking-confirmation-sent',
  text: `WITH stamped AS (
           UPDATE appointments SET confirmation_sent_at = $2, updated_at = CURRENT_TIMESTAMP WHERE appointment_id = $1
           RETURNING confirmation_sent_at, updated_at
         ), entry AS (
           INSERT INTO appointment_history (appointment_id, change_type, change_reason, old_values, new_values, changed_by)
           SELECT $1, 'confirmation_sent', NULL, NULL, $3::jsonb, $4 FROM stamped
         )
         SELECT confirmation_sent_at, updated_at FROM stamped`,
};

/**
 * Bookings of one employee take turns: (this key, employee id) is taken, to the end of the
 * transaction, before the row is inserted. Without it, two bookings of overlapping times could each
 * insert their index entry, then each wait for the other in the exclusion constraint's check: a
 * deadlock PostgreSQL breaks only after deadlock_timeout (1 s), over and over when ten race for
 * one slot, until the retries run out. In turn, the second finds the first committed: SLOT_TAKEN.
 * Keys 72_616_0xx are the API's.
 */
export const BOOKING_TURN_KEY = 72_616_016;

/**
 * The insert, its history entry and the read-back in one statement. The appointment's columns
 * are named (from the entity), not `*`: a column added by a newer instance's migration must not
 * change the result of a statement this instance has prepared.
 */
function insertStatement(columns: string[]): NamedStatement {
  const historyAt = INSERTED.length + 3;
  return {
    name: 'booking-insert',
    text: `WITH booked AS (
             INSERT INTO appointments (salon_id, ${INSERTED.join(', ')}, status_id, holds_slot)
             SELECT $1, ${INSERTED.map((_column, index) => `$${index + 3}`).join(', ')}, status.status_id, true
               FROM appointment_statuses status
              CROSS JOIN LATERAL (SELECT pg_advisory_xact_lock(${BOOKING_TURN_KEY}, $${INSERTED.indexOf('employee_id') + 3}::int)) AS turn
              WHERE status.salon_id = $1 AND status.name = $2
             RETURNING ${columns.map((column) => `"${column}"`).join(', ')}
           ), history AS (
             INSERT INTO appointment_history (appointment_id, change_type, new_values, changed_by)
             SELECT appointment_id, 'created', $${historyAt}::jsonb, $${historyAt + 1} FROM booked
           )
           SELECT booked.*,
                  json_build_object('client_id', client.client_id, 'first_name', client.first_name, 'last_name', client.last_name, 'email', client.email, 'phone', client.phone) AS "client",
                  json_build_object('employee_id', employee.employee_id, 'first_name', employee.first_name, 'last_name', employee.last_name) AS "employee",
                  json_build_object('service_id', service.service_id, 'name', service.name, 'duration_minutes', service.duration_minutes, 'base_price', service.base_price) AS "service",
                  json_build_object('status_id', status.status_id, 'name', status.name, 'is_billable', status.is_billable) AS "status"
             FROM booked
             JOIN clients client ON client.client_id = booked.client_id
             JOIN employees employee ON employee.employee_id = booked.employee_id
             JOIN services service ON service.service_id = booked.service_id
             JOIN appointment_statuses status ON status.status_id = booked.status_id`,
  };
}

/**
 * The booking path's SQL, in as few statements as its locking allows (issue 13: each round
 * trip cost the API and PostgreSQL more CPU than the work in it), each a named statement that
 * PostgreSQL plans once per connection. It reads the client's, employee's, service's and
 * salon's rows directly rather than through their modules' facts queries: five reads become two.
 */
@Injectable()
export class BookingRepository {
  private insertOne?: NamedStatement;

  constructor(private readonly tenant: TenantContext) {}

  /**
   * Two statements. The first share-locks the employee's row (a deactivation or a week being
   * saved locks it for update: the booking waits for it and then sees the employee as it is)
   * and reads the salon's time zone and stored settings, the client and the service. The week is read by a second
   * statement, after the lock: had the first one waited, its snapshot would predate the saved week.
   */
  async read(manager: EntityManager, booking: { client_id: number; employee_id: number; service_id: number }): Promise<BookingRecords> {
    const [facts] = await runNamed<{
      time_zone: string | null;
      settings: Parameters<typeof storedFromJson>[0];
      client_found: boolean;
      employee: BookingRecords['employee'];
      service: BookingRecords['service'];
    }>(manager, FACTS, [
      this.tenant.salonId(),
      booking.client_id,
      booking.employee_id,
      booking.service_id,
    ]);
    const week = await runNamed<WeeklyHours>(manager, WEEK, [booking.employee_id]);
    return {
      stored: storedFromJson(facts.settings),
      timeZone: facts.time_zone ?? 'America/New_York',
      clientFound: facts.client_found,
      employee: facts.employee,
      service: facts.service,
      week,
    };
  }

  /** Whether a booking made to overlap holds any of this time (`appointmentId`: the one being moved, left out). */
  async heldOnPurpose(manager: EntityManager, span: { employeeId: number; date: string; start: string; end: string; appointmentId?: number }): Promise<boolean> {
    const [row] = await runNamed<{ held: boolean }>(manager, HELD_ON_PURPOSE, [this.tenant.salonId(), span.employeeId, span.date, span.start, span.end, span.appointmentId ?? 0]);
    return row.held;
  }

  /**
   * Inserts the appointment in the salon's status named pending, holding its time, with its
   * 'created' history entry, and reads it back with its client, employee, service and status:
   * one statement. The no-overlap constraint refuses a taken time (23P01).
   */
  async insert(manager: EntityManager, row: NewAppointment, history: { newValues: Record<string, unknown>; changedBy: number }): Promise<AppointmentEntity> {
    this.insertOne ??= insertStatement(manager.connection.getMetadata(AppointmentEntity).columns.map((column) => column.databaseName));
    const values = [this.tenant.salonId(), APPOINTMENT_STATUS.pending, ...INSERTED.map((column) => row[column]), JSON.stringify(history.newValues), history.changedBy];
    const [raw] = await runNamed<Record<string, unknown>>(manager, this.insertOne, values);
    if (!raw) throw new Error('The system status "pending" is missing');
    return hydrate(manager, raw);
  }

  /**
   * Stamps the booked appointment's confirmation request as sent (`at`: the application's clock)
   * with its 'confirmation_sent' history entry, and sets the stamp and `updated_at` on the entity
   * as they were written, so the answer needs no second read.
   */
  async stampConfirmationSent(manager: EntityManager, appointment: AppointmentEntity, entry: { at: Date; newValues: Record<string, unknown>; changedBy: number }): Promise<void> {
    const [raw] = await runNamed<Record<string, unknown>>(manager, STAMP_CONFIRMATION_SENT, [appointment.appointment_id, entry.at, JSON.stringify(entry.newValues), entry.changedBy]);
    if (!raw) throw new Error(`Appointment ${appointment.appointment_id} is gone`);
    setColumns(manager, raw, appointment);
  }
}

/** The columns of `raw` set on `entity` as TypeORM would have read them (column types and transformers). */
function setColumns<T extends Partial<AppointmentEntity>>(manager: EntityManager, raw: Record<string, unknown>, entity: T): T {
  const { driver } = manager.connection;
  for (const column of manager.connection.getMetadata(AppointmentEntity).columns) {
    if (column.databaseName in raw) column.setEntityValue(entity, driver.prepareHydratedValue(raw[column.databaseName], column));
  }
  return entity;
}

/** The row as TypeORM would have read it, with its joined records. */
function hydrate(manager: EntityManager, raw: Record<string, unknown>): AppointmentEntity {
  return Object.assign(setColumns(manager, raw, new AppointmentEntity()), { client: raw.client, employee: raw.employee, service: raw.service, status: raw.status });
}
