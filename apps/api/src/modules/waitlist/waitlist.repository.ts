import { Injectable } from '@nestjs/common';
import type { NotificationPreference, WaitlistCreate, WaitlistStatus } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** An entry as stored, with its requested services (names and durations read with it). */
export type WaitlistRow = {
  id: number;
  client_name: string;
  client_phone: string;
  client_email: string | null;
  party_size: number;
  notification_preference: NotificationPreference;
  notes: string | null;
  status: WaitlistStatus;
  position: number | null;
  actual_wait_minutes: number | null;
  added_at: Date;
  notified_at: Date | null;
  seated_at: Date | null;
  appointment_id: number | null;
  services: {
    serviceId: number;
    serviceName: string;
    durationMinutes: number;
    basePrice: number;
    preferredEmployeeId: number | null;
    preferredEmployeeName: string | null;
  }[];
};

// The waitlist's advisory lock is (this key, salon id): one queue change per salon at a time. Keys 72_616_0xx are the API's.
const WAITLIST_LOCK_KEY = 72_616_015;

const ENTRY_COLUMNS = `e.waitlist_entry_id AS id, e.client_name, e.client_phone, e.client_email, e.party_size, e.notification_preference,
  e.notes, e.status, e.position, e.actual_wait_minutes, e.added_at, e.notified_at, e.seated_at, e.appointment_id,
  COALESCE((SELECT json_agg(json_build_object(
      'serviceId', s.service_id, 'serviceName', sv.name, 'durationMinutes', sv.duration_minutes, 'basePrice', sv.base_price,
      'preferredEmployeeId', s.preferred_employee_id,
      'preferredEmployeeName', CASE WHEN em.employee_id IS NULL THEN NULL ELSE em.first_name || ' ' || em.last_name END
    ) ORDER BY s.sort_order)
    FROM waitlist_entry_services s
    JOIN services sv ON sv.service_id = s.service_id
    LEFT JOIN employees em ON em.employee_id = s.preferred_employee_id
    WHERE s.waitlist_entry_id = e.waitlist_entry_id), '[]'::json) AS services`;

/** The entries the list shows: the open queue (any day) and those closed in the last days, newest first. */
const ORDER = `ORDER BY e.position NULLS LAST, e.added_at DESC, e.waitlist_entry_id DESC`;

/** The waitlist's SQL: every statement scoped by the salon; writes under the salon's queue lock. */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly tenant: TenantContext) {}

  /** Serialises the salon's queue changes until the transaction ends, so positions stay 1..n. */
  async lockQueue(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [WAITLIST_LOCK_KEY, this.tenant.salonId()]);
  }

  /** Open entries, and closed ones added since `closedSince`; of one status when given. */
  async list(since: Date, status: WaitlistStatus | undefined, manager: EntityManager): Promise<WaitlistRow[]> {
    return manager.query(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e
        WHERE e.salon_id = $1 AND (e.position IS NOT NULL OR e.added_at >= $2) AND ($3::text IS NULL OR e.status = $3)
        ${ORDER}`,
      [this.tenant.salonId(), since, status ?? null],
    );
  }

  /** Counts per status of what the list shows. */
  async counts(since: Date, manager: EntityManager): Promise<{ status: WaitlistStatus; count: number }[]> {
    return manager.query(
      `SELECT e.status, count(*)::int AS count FROM waitlist_entries e
        WHERE e.salon_id = $1 AND (e.position IS NOT NULL OR e.added_at >= $2) GROUP BY e.status`,
      [this.tenant.salonId(), since],
    );
  }

  /** The open queue in order: waiting and notified entries by position. */
  async openQueue(manager: EntityManager): Promise<WaitlistRow[]> {
    return manager.query(`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e WHERE e.salon_id = $1 AND e.position IS NOT NULL ${ORDER}`, [this.tenant.salonId()]);
  }

  async one(entryId: number, manager: EntityManager): Promise<WaitlistRow | null> {
    const [row] = await manager.query(`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e WHERE e.salon_id = $1 AND e.waitlist_entry_id = $2`, [this.tenant.salonId(), entryId]);
    return row ?? null;
  }

  /** Locks the entry's row for the action; null when the salon has no such entry. */
  async lockEntry(entryId: number, manager: EntityManager): Promise<WaitlistRow | null> {
    const locked = await manager.query('SELECT 1 FROM waitlist_entries WHERE salon_id = $1 AND waitlist_entry_id = $2 FOR UPDATE', [this.tenant.salonId(), entryId]);
    return locked.length ? this.one(entryId, manager) : null;
  }

  /** Entries added on the salon's day `date` (in its time zone), whatever their status. */
  async addedOn(date: string, timeZone: string, manager: EntityManager): Promise<number> {
    const [row] = await manager.query(
      `SELECT count(*)::int AS count FROM waitlist_entries
        WHERE salon_id = $1 AND added_at >= ($2::date::timestamp AT TIME ZONE $3) AND added_at < (($2::date + 1)::timestamp AT TIME ZONE $3)`,
      [this.tenant.salonId(), date, timeZone],
    );
    return row.count;
  }

  /** Which of these services are the salon's and active. */
  async activeServiceIds(ids: number[], manager: EntityManager): Promise<number[]> {
    const rows: { service_id: number }[] = await manager.query('SELECT service_id FROM services WHERE salon_id = $1 AND is_active AND service_id = ANY($2::int[])', [this.tenant.salonId(), ids]);
    return rows.map((row) => row.service_id);
  }

  /** Which of these employees are the salon's and active. */
  async activeEmployeeIds(ids: number[], manager: EntityManager): Promise<number[]> {
    const rows: { employee_id: number }[] = await manager.query('SELECT employee_id FROM employees WHERE salon_id = $1 AND is_active AND employee_id = ANY($2::int[])', [this.tenant.salonId(), ids]);
    return rows.map((row) => row.employee_id);
  }

  /** Adds the entry at the end of the queue (call under lockQueue). */
  async insert(input: WaitlistCreate, addedAt: Date, createdBy: number, manager: EntityManager): Promise<number> {
    const salonId = this.tenant.salonId();
    const [{ id }] = await manager.query(
      `INSERT INTO waitlist_entries (salon_id, client_name, client_phone, client_email, party_size, notification_preference, notes, status, position, added_at, created_by)
       SELECT $1, $2, $3, $4, $5, $6, $7, 'waiting', COALESCE(max(position), 0) + 1, $8, $9 FROM waitlist_entries WHERE salon_id = $1 AND position IS NOT NULL
       RETURNING waitlist_entry_id AS id`,
      [salonId, input.clientName, input.clientPhone, input.clientEmail, input.partySize, input.notificationPreference, input.notes, addedAt, createdBy],
    );
    await manager.query(
      `INSERT INTO waitlist_entry_services (salon_id, waitlist_entry_id, service_id, preferred_employee_id, sort_order)
       SELECT $1, $2, service_id, preferred_employee_id, sort_order
         FROM unnest($3::int[], $4::int[]) WITH ORDINALITY AS requested(service_id, preferred_employee_id, sort_order)`,
      [salonId, id, input.requestedServices.map((row) => row.serviceId), input.requestedServices.map((row) => row.preferredEmployeeId ?? null)],
    );
    return id;
  }

  async markNotified(entryId: number, at: Date, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE waitlist_entries SET status = 'notified', notified_at = $3 WHERE salon_id = $1 AND waitlist_entry_id = $2`, [this.tenant.salonId(), entryId, at]);
  }

  /**
   * Takes the entry out of the queue as seated, cancelled or a no-show, and moves everyone behind
   * it up by one (call under lockQueue; the unique position is checked at commit).
   */
  async close(
    entry: WaitlistRow,
    change: { status: Exclude<WaitlistStatus, 'waiting' | 'notified'>; at: Date; actualWaitMinutes?: number; appointmentId?: number },
    manager: EntityManager,
  ): Promise<void> {
    const salonId = this.tenant.salonId();
    const seated = change.status === 'seated';
    await manager.query(
      `UPDATE waitlist_entries SET status = $3, position = NULL, closed_at = $4, seated_at = $5, actual_wait_minutes = $6, appointment_id = $7
        WHERE salon_id = $1 AND waitlist_entry_id = $2`,
      [salonId, entry.id, change.status, change.at, seated ? change.at : null, seated ? change.actualWaitMinutes : null, change.appointmentId ?? null],
    );
    await manager.query('UPDATE waitlist_entries SET position = position - 1 WHERE salon_id = $1 AND position > $2', [salonId, entry.position]);
  }

  /** Whether the queue still holds entries added before `boundary` (a cheap read before taking the lock). */
  async hasOpenBefore(boundary: Date, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query('SELECT 1 FROM waitlist_entries WHERE salon_id = $1 AND position IS NOT NULL AND added_at < $2 LIMIT 1', [this.tenant.salonId(), boundary]);
    return rows.length > 0;
  }

  /**
   * Closes the open entries added before `boundary` (the salon's midnight) as no-shows at that instant,
   * and renumbers the rest 1..n in their order (call under lockQueue; the unique position is checked at commit).
   */
  async closeOpenBefore(boundary: Date, manager: EntityManager): Promise<void> {
    const salonId = this.tenant.salonId();
    const [, closed] = await manager.query(
      `UPDATE waitlist_entries SET status = 'no_show', position = NULL, closed_at = $2
        WHERE salon_id = $1 AND position IS NOT NULL AND added_at < $2`,
      [salonId, boundary],
    );
    if (!closed) return;
    await manager.query(
      `UPDATE waitlist_entries e SET position = queue.place
         FROM (SELECT waitlist_entry_id, row_number() OVER (ORDER BY position)::int AS place FROM waitlist_entries WHERE salon_id = $1 AND position IS NOT NULL) queue
        WHERE e.waitlist_entry_id = queue.waitlist_entry_id AND e.position <> queue.place`,
      [salonId],
    );
  }
}
