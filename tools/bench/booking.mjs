// The booking row: free slots found the way the desk finds them (one employee's slots for a
// day), then POST /api/appointments on each, one booking per slot, at each connection count.
import pg from 'pg';
import { measureLoad, measureSingle } from './http-load.mjs';
import { addDays } from './query-values.mjs';

/** Bookings a run may make per second before it runs out of slots (the target is 300). */
const SLOTS_PER_SECOND = 500;
const FETCHES_AT_ONCE = 4;
const MAX_DAYS_AHEAD = 400;

const toMinutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Starts that can each take a booking of `duration` minutes without overlapping one another. */
export function pickDistinctStarts(slots, duration) {
  const starts = [];
  let freeFrom = -1;
  for (const slot of [...slots].sort((a, b) => toMinutes(a.start_time) - toMinutes(b.start_time))) {
    const start = toMinutes(slot.start_time);
    if (!slot.is_available || start < freeFrom) continue;
    starts.push(slot.start_time.slice(0, 5));
    freeFrom = start + duration;
  }
  return starts;
}

/** The shortest active service, active employees and some active clients of the salon. */
async function bookingFacts(databaseUrl, salonId) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'salon-bench-values' });
  await client.connect();
  try {
    const service = (
      await client.query(
        `SELECT service_id, duration_minutes, base_price FROM services WHERE salon_id = $1 AND is_active ORDER BY duration_minutes, service_id LIMIT 1`,
        [salonId],
      )
    ).rows[0];
    const employees = (await client.query(`SELECT employee_id FROM employees WHERE salon_id = $1 AND is_active ORDER BY employee_id`, [salonId])).rows.map(
      (row) => row.employee_id,
    );
    const clients = (
      await client.query(`SELECT client_id FROM clients WHERE salon_id = $1 AND is_active ORDER BY hashtext(client_id::text) LIMIT 2000`, [salonId])
    ).rows.map((row) => row.client_id);
    return { service, employees, clients };
  } finally {
    await client.end();
  }
}

/** Bodies of bookings on distinct free slots, from tomorrow on, until `needed` are found. */
async function collectBookings({ base, headers, facts, today, needed, log }) {
  const { service, employees, clients } = facts;
  const duration = Number(service.duration_minutes);
  const bookings = [];
  const days = [];
  for (let ahead = 1; ahead <= MAX_DAYS_AHEAD; ahead += 1) days.push(addDays(today, ahead));
  const lookups = days.flatMap((date) => employees.map((employeeId) => ({ date, employeeId })));
  let next = 0;
  const worker = async () => {
    while (bookings.length < needed && next < lookups.length) {
      const { date, employeeId } = lookups[next++];
      const response = await fetch(`${base}/api/availability/employee/${employeeId}?date=${date}&service_id=${service.service_id}`, { headers });
      if (!response.ok) throw new Error(`Slots of employee ${employeeId} on ${date}: HTTP ${response.status}`);
      const { data } = await response.json();
      for (const start_time of pickDistinctStarts(data.slots, duration)) {
        bookings.push({
          client_id: clients[bookings.length % clients.length],
          employee_id: employeeId,
          service_id: service.service_id,
          appointment_date: date,
          start_time,
          duration_minutes: duration,
          total_price: Number(service.base_price),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, worker));
  log(`  ${bookings.length} free slots found (${service.duration_minutes}-minute service, ${Math.min(next, lookups.length)} employee-days looked at)`);
  return bookings.slice(0, needed);
}

/**
 * Single (median of sequential bookings) and, at each connection count, bookings per second,
 * p50, p99 and failures. Every booking takes its own slot, so a refusal is a failure.
 */
export async function measureBooking({ bases, token, databaseUrl, values, connections, seconds, log }) {
  const base = bases[0];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const facts = await bookingFacts(databaseUrl, values.salonId);
  if (!facts.service || facts.employees.length === 0 || facts.clients.length === 0) throw new Error('No active service, employee or client to book');
  const perRun = connections.map((count) => Math.max(count * 5, Math.ceil(seconds * SLOTS_PER_SECOND)));
  const singleCount = 20;
  const needed = singleCount + 2 + perRun.reduce((sum, count) => sum + count, 0);
  const bookings = await collectBookings({ base, headers, facts, today: values.today, needed, log });
  const slotsFound = bookings.length;
  const take = (count) => bookings.splice(0, count);

  const singleBookings = take(singleCount + 2);
  const single = await measureSingle(`${base}/api/appointments`, {
    method: 'POST',
    headers,
    body: () => JSON.stringify(singleBookings.shift()),
    count: singleCount,
  });
  const load = {};
  for (const [index, count] of connections.entries()) {
    const mine = take(perRun[index]);
    if (mine.length < count) {
      load[count] = { skipped: `only ${mine.length} free slots left for ${count} connections` };
      continue;
    }
    let next = 0;
    // With several instances the connections are dealt over them; `next` is shared, so each slot is still booked once.
    load[count] = await measureLoad(
      bases.map((instance) => `${instance}/api/appointments`),
      {
        headers,
        connections: count,
        seconds,
        maxRequests: mine.length,
        requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, body: JSON.stringify(mine[next++ % mine.length]) }) }],
      },
    );
  }
  return { single, load, slotsFound };
}
