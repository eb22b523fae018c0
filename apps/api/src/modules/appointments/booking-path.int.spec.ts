import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';

// POST /appointments reads its facts in two statements and writes in one (booking.repository.ts):
// what it answers and records, and what it sees when it waits for a lock. Pretend now is 2 December 2030.
usePretendClock();

let s: BookingStage;
let counter = 0;

beforeAll(async () => {
  s = await bookingStage({ service: { name: 'Gloss', duration_minutes: 45, base_price: 62.5 } });
});
afterAll(async () => {
  await s?.t.close();
});

async function newEmployee(first_name: string, week: unknown[]) {
  const employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ first_name, email: `path${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
  await s.t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(s.owner).send({ schedules: week }).expect(200);
  return employeeId;
}

const booking = (employee_id: number, overrides: Record<string, unknown> = {}) => ({
  client_id: s.clientId,
  employee_id,
  service_id: s.serviceId,
  appointment_date: '2031-03-03',
  start_time: '10:00',
  duration_minutes: 45,
  total_price: 62.5,
  ...overrides,
});

describe('POST /api/appointments', () => {
  it('answers the appointment exactly as its detail reads it afterwards', async () => {
    const employeeId = await newEmployee('Ines', [scheduleDay(1)]);
    const created = (
      await s.t.http
        .post('/api/appointments')
        .set(s.reception)
        .send(booking(employeeId, { deposit_amount: 20, deposit_method: 'cash', notes: 'Sensitive scalp', internal_notes: 'Pays cash', special_requests: 'Quiet chair' }))
        .expect(201)
    ).body.data;
    const detail = (await s.t.http.get(`/api/appointments/${created.appointment_id}`).set(s.reception).expect(200)).body.data;
    expect(created).toEqual(detail);
    expect(created).toMatchObject({
      appointment_date: '2031-03-03',
      start_time: '10:00',
      end_time: '10:45',
      total_price: 62.5,
      deposit_amount: 20,
      is_recurring: false,
      series_id: null,
      reminder_count: 0,
      status: { name: 'pending', is_billable: false },
      employee: { employee_id: employeeId, first_name: 'Ines' },
      service: { service_id: s.serviceId, name: 'Gloss', duration_minutes: 45, base_price: 62.5 },
    });
  });

  it("records a 'created' entry with every tracked field as booked", async () => {
    const employeeId = await newEmployee('Jon', [scheduleDay(1)]);
    const created = (await s.t.http.post('/api/appointments').set(s.reception).send(booking(employeeId, { start_time: '11:15', notes: 'First visit' })).expect(201)).body.data;
    const history = (await s.t.http.get(`/api/appointments/${created.appointment_id}/history`).set(s.reception).expect(200)).body.data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ change_type: 'created', change_reason: null, old_values: null, changedBy: { first_name: 'Priya' } });
    expect(JSON.parse(history[0].new_values)).toEqual({
      client_id: s.clientId,
      employee_id: employeeId,
      service_id: s.serviceId,
      appointment_date: '2031-03-03',
      start_time: '11:15',
      end_time: '12:00',
      duration_minutes: 45,
      total_price: 62.5,
      deposit_amount: 0,
      notes: 'First visit',
      internal_notes: null,
      special_requests: null,
    });
  });

  it('writes nothing when the time is taken: no appointment, no history entry', async () => {
    const employeeId = await newEmployee('Kai', [scheduleDay(1)]);
    await s.t.http.post('/api/appointments').set(s.reception).send(booking(employeeId)).expect(201);
    const [{ before }] = await s.t.dataSource.query('SELECT count(*)::int AS before FROM appointment_history');
    const taken = await s.t.http.post('/api/appointments').set(s.reception).send(booking(employeeId, { start_time: '10:30' })).expect(409);
    expect(taken.body.details).toEqual({ fieldErrors: { start_time: ['Selected time slot is not available'] } });
    const [{ after }] = await s.t.dataSource.query('SELECT count(*)::int AS after FROM appointment_history');
    expect(after).toBe(before);
    const [{ n }] = await s.t.dataSource.query('SELECT count(*)::int AS n FROM appointments WHERE employee_id = $1', [employeeId]);
    expect(n).toBe(1);
  });

  it('waits for a week being saved and is then judged by the saved week', async () => {
    const employeeId = await newEmployee('Lou', [scheduleDay(1), scheduleDay(2)]);
    const saving = s.t.dataSource.createQueryRunner();
    await saving.connect();
    await saving.startTransaction();
    try {
      // As PUT /employees/:id/schedules/bulk does: the employee's row locked first, then the week replaced.
      await saving.query('SELECT 1 FROM employees WHERE employee_id = $1 FOR UPDATE', [employeeId]);
      const booked = s.t.http
        .post('/api/appointments')
        .set(s.reception)
        .send(booking(employeeId))
        .then((response) => response);
      await vi.waitFor(
        async () => {
          const [{ waiting }] = await s.t.dataSource.query(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          expect(waiting).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      await saving.query('DELETE FROM employee_schedules WHERE employee_id = $1 AND day_of_week = 1', [employeeId]);
      await saving.commitTransaction();

      const response = await booked;
      expect(response.status).toBe(400);
      expect(response.body.details.fieldErrors).toEqual({ start_time: ['Lou does not work on Mondays'] });
    } finally {
      if (saving.isTransactionActive) await saving.rollbackTransaction();
      await saving.release();
    }
  });

  it('names every missing record at once', async () => {
    const response = await s.t.http.post('/api/appointments').set(s.reception).send(booking(999_999, { client_id: 999_998, service_id: 999_997 })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ client_id: ['Client not found'], employee_id: ['Employee not found'], service_id: ['Service not found'] });
  });
});
