import type { EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID } from '../../modules/salons/salon.entity';

type DemoWalkIn = {
  name: string;
  phone: string;
  email?: string;
  party: number;
  preference: 'sms' | 'email' | 'phone' | 'none';
  notes?: string;
  /** Service names, each with an optional preferred employee's first name. */
  services: [string, string?][];
  /** When they arrived: minutes ago today, or days ago at a fixed hour. */
  arrived: { minutesAgo: number } | { daysAgo: number };
  status: 'waiting' | 'notified' | 'seated' | 'cancelled' | 'no_show';
  /** Minutes from arrival to being notified, seated or leaving. */
  after?: number;
};

/**
 * The walk-in waitlist (issue 15, DECISIONS §10): four walk-ins in today's queue (three waiting,
 * one already notified), and seated, cancelled and no-show entries from the days before.
 */
const WALK_INS: DemoWalkIn[] = [
  { name: 'Hannah Brooks', phone: '+1 212 555 0301', party: 1, preference: 'sms', services: [["Women's Haircut"]], arrived: { minutesAgo: 35 }, status: 'notified', after: 30 },
  { name: 'Omar Haddad', phone: '+1 212 555 0302', party: 1, preference: 'sms', services: [["Men's Haircut", 'Marcus']], arrived: { minutesAgo: 22 }, status: 'waiting' },
  { name: 'Julia Chen', phone: '+1 212 555 0303', email: 'julia.chen@example.com', party: 2, preference: 'email', notes: 'Mother and daughter, same stylist if possible', services: [['Classic Manicure'], ['Gel Manicure']], arrived: { minutesAgo: 12 }, status: 'waiting' },
  { name: 'Ravi Patel', phone: '+1 212 555 0304', party: 1, preference: 'phone', services: [['Blow-Dry & Style', 'Sofia']], arrived: { minutesAgo: 4 }, status: 'waiting' },
  { name: 'Emily Watson', phone: '+1 212 555 0311', party: 1, preference: 'sms', services: [["Women's Haircut"]], arrived: { daysAgo: 1 }, status: 'seated', after: 18 },
  { name: 'Lucas Moreau', phone: '+1 212 555 0312', party: 1, preference: 'none', services: [['Classic Manicure']], arrived: { daysAgo: 1 }, status: 'cancelled', after: 25 },
  { name: 'Grace Kim', phone: '+1 212 555 0313', email: 'grace.kim@example.com', party: 1, preference: 'email', services: [['Blow-Dry & Style'], ['Deep Conditioning Mask']], arrived: { daysAgo: 2 }, status: 'seated', after: 32 },
  { name: 'Tom Fischer', phone: '+1 212 555 0314', party: 1, preference: 'sms', services: [["Men's Haircut"]], arrived: { daysAgo: 3 }, status: 'no_show', after: 40 },
];

export async function loadDemoWaitlist(manager: EntityManager): Promise<void> {
  const services: { service_id: number; name: string }[] = await manager.query('SELECT service_id, name FROM services WHERE salon_id = $1', [DEFAULT_SALON_ID]);
  const employees: { employee_id: number; first_name: string }[] = await manager.query('SELECT employee_id, first_name FROM employees WHERE salon_id = $1', [DEFAULT_SALON_ID]);
  const [{ time_zone: timeZone }]: { time_zone: string }[] = await manager.query('SELECT time_zone FROM salons WHERE salon_id = $1', [DEFAULT_SALON_ID]);
  // The salon's midnight today, in its own time zone: today's walk-ins never arrive before it.
  // $11 of the insert below is the time zone.
  const midnight = `((now() AT TIME ZONE $11)::date::timestamp AT TIME ZONE $11)`;
  const serviceId = (name: string) => services.find((service) => service.name === name)?.service_id;
  const employeeId = (name?: string) => (name ? (employees.find((employee) => employee.first_name === name)?.employee_id ?? null) : null);
  let position = 0;
  for (const walkIn of WALK_INS) {
    const requested = walkIn.services.flatMap(([service, employee]) => (serviceId(service) ? [{ service: serviceId(service)!, employee: employeeId(employee) }] : []));
    if (requested.length === 0) continue;
    const open = walkIn.status === 'waiting' || walkIn.status === 'notified';
    // Earlier days' walk-ins came in at 11:00 salon time; today's minutes ago, but not before its midnight (the queue lasts a day).
    const addedAt =
      'minutesAgo' in walkIn.arrived
        ? `greatest(now() - interval '${walkIn.arrived.minutesAgo} minutes', ${midnight})`
        : `((now() AT TIME ZONE $11)::date - ${walkIn.arrived.daysAgo} + time '11:00') AT TIME ZONE $11`;
    const later = `(${addedAt}) + interval '${walkIn.after ?? 0} minutes'`;
    const [{ id }] = await manager.query(
      `INSERT INTO waitlist_entries (salon_id, client_name, client_phone, client_email, party_size, notification_preference, notes, status, position,
                                     added_at, notified_at, seated_at, closed_at, actual_wait_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${addedAt}, ${walkIn.status === 'notified' ? later : 'NULL'},
               ${walkIn.status === 'seated' ? later : 'NULL'}, ${open ? 'NULL' : later}, $10)
       RETURNING waitlist_entry_id AS id`,
      [DEFAULT_SALON_ID, walkIn.name, walkIn.phone, walkIn.email ?? null, walkIn.party, walkIn.preference, walkIn.notes ?? null, walkIn.status, open ? ++position : null, walkIn.status === 'seated' ? walkIn.after : null, timeZone],
    );
    for (const [index, row] of requested.entries()) {
      await manager.query(
        'INSERT INTO waitlist_entry_services (salon_id, waitlist_entry_id, service_id, preferred_employee_id, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [DEFAULT_SALON_ID, id, row.service, row.employee, index + 1],
      );
    }
  }
}
