import { Injectable } from '@nestjs/common';
import type { NotificationPreference, WaitlistCreate, WaitlistStatus } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';

/** An entry's own columns, as reads show them (seenEntries). */
type EntryColumns = {
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
};

/** An entry as this repository reads it: its requested services as ids, in the form's order. */
export type StoredEntry = EntryColumns & { requested: { serviceId: number; preferredEmployeeId: number | null }[] };

/** An entry with its requested services described (RequestedServices.describe). */
export type WaitlistRow = EntryColumns & {
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

/** An open entry added before the salon's midnight ($2): yesterday's walk-in, a no-show whether or not a write has closed it yet. */
const LEFT_OVER = 'e.position IS NOT NULL AND e.added_at < $2';

/**
 * The salon's entries ($1) as every read shows them, writing nothing: an open entry added before
 * the salon's midnight ($2) is already a no-show with no place, and today's open entries are
 * numbered 1..n in queue order. The next change to the queue closes those entries for real
 * (closeOpenBefore), with the same result. `where` narrows the entries (parameters from $3).
 */
const seenEntries = (where: string) => `WITH today_queue AS (
    SELECT waitlist_entry_id, row_number() OVER (ORDER BY position)::int AS place
      FROM waitlist_entries WHERE salon_id = $1 AND position IS NOT NULL AND added_at >= $2
  )
  SELECT e.waitlist_entry_id AS id, e.client_name, e.client_phone, e.client_email, e.party_size, e.notification_preference, e.notes,
    CASE WHEN ${LEFT_OVER} THEN 'no_show' ELSE e.status END AS status, q.place AS position,
    e.actual_wait_minutes, e.added_at, e.notified_at, e.seated_at, e.appointment_id,
    COALESCE((SELECT json_agg(json_build_object('serviceId', s.service_id, 'preferredEmployeeId', s.preferred_employee_id) ORDER BY s.sort_order)
      FROM waitlist_entry_services s WHERE s.waitlist_entry_id = e.waitlist_entry_id), '[]'::json) AS requested
  FROM waitlist_entries e LEFT JOIN today_queue q ON q.waitlist_entry_id = e.waitlist_entry_id
  WHERE e.salon_id = $1 ${where}`;

/** The queue first, then the closed entries newest first. */
const ORDER = 'ORDER BY position NULLS LAST, added_at DESC, id DESC';

/** The waitlist's SQL: every statement scoped by the salon; writes under the salon's queue lock. */
@Injectable()
export class WaitlistRepository {
  constructor(private readonly tenant: TenantContext) {}

  /** Serialises the salon's queue changes until the transaction ends, so positions stay 1..n. */
  async lockQueue(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [WAITLIST_LOCK_KEY, this.tenant.salonId()]);
  }

  /**
   * Today's queue, and the entries added since `since` (the list's history), of one status when
   * given; `midnight` is the salon's today (seenEntries).
   */
  async list(since: Date, midnight: Date, status: WaitlistStatus | undefined, manager: EntityManager): Promise<StoredEntry[]> {
    return manager.query(`SELECT * FROM (${seenEntries('AND e.added_at >= $3')}) seen WHERE ($4::text IS NULL OR seen.status = $4) ${ORDER}`, [
      this.tenant.salonId(),
      midnight,
      since,
      status ?? null,
    ]);
  }

  /** Counts per status of what the list shows (the same rule as seenEntries, without the services). */
  async counts(since: Date, midnight: Date, manager: EntityManager): Promise<{ status: WaitlistStatus; count: number }[]> {
    return manager.query(
      `SELECT CASE WHEN ${LEFT_OVER} THEN 'no_show' ELSE e.status END AS status, count(*)::int AS count
         FROM waitlist_entries e WHERE e.salon_id = $1 AND e.added_at >= $3 GROUP BY 1`,
      [this.tenant.salonId(), midnight, since],
    );
  }

  /** Today's queue in order: waiting and notified entries by position. */
  async openQueue(midnight: Date, manager: EntityManager): Promise<StoredEntry[]> {
    return manager.query(`${seenEntries('AND e.position IS NOT NULL AND e.added_at >= $2')} ORDER BY q.place`, [this.tenant.salonId(), midnight]);
  }

  async one(entryId: number, midnight: Date, manager: EntityManager): Promise<StoredEntry | null> {
    const [row] = await manager.query(seenEntries('AND e.waitlist_entry_id = $3'), [this.tenant.salonId(), midnight, entryId]);
    return row ?? null;
  }

  /** Locks the entry's row for the action; null when the salon has no such entry. */
  async lockEntry(entryId: number, midnight: Date, manager: EntityManager): Promise<StoredEntry | null> {
    const locked = await manager.query('SELECT 1 FROM waitlist_entries WHERE salon_id = $1 AND waitlist_entry_id = $2 FOR UPDATE', [this.tenant.salonId(), entryId]);
    return locked.length ? this.one(entryId, midnight, manager) : null;
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
    entry: { id: number; position: number | null },
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
