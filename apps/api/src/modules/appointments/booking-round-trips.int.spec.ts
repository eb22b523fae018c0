import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { bookingStage, type BookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';

// The desk's hot path, counted in round trips to PostgreSQL: each costs the API and PostgreSQL
// more CPU than the reads in it (issue 16's benchmark: 624 bookings/s with 10, under 200 with 16).
// Pretend now is 2 December 2030; Monday 3 March 2031 is bookable.
usePretendClock();

let s: BookingStage;
let employeeId: number;

beforeAll(async () => {
  s = await bookingStage({ client: { email: 'nora@example.com' }, service: { name: 'Gloss', duration_minutes: 45, base_price: 62.5 } });
  employeeId = (await s.t.http.post('/api/employees').set(s.owner).send(employeeBody({ first_name: 'Ines', email: 'ines@example.com' })).expect(201)).body.data.employee_id;
  await s.t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(s.owner).send({ schedules: [scheduleDay(1)] }).expect(200);
  // As the demo salon: the client is asked to confirm by e-mail, so the booking is stamped as asked.
  const current = (await s.t.http.get('/api/settings').set(s.owner).expect(200)).body.data.settings.appointments;
  await s.t.http
    .put('/api/settings/appointments')
    .set(s.owner)
    .send({ ...current, confirmationSettings: { requireConfirmation: true, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false } })
    .expect(200);
});
afterAll(async () => {
  await s?.t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The statements the API sends while `act` runs (every query of the pool's clients, BEGIN and COMMIT included). */
async function statementsOf(act: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    sent.push((typeof config === 'string' ? config : config.text).trim().split(/\s+/).slice(0, 2).join(' '));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  await act();
  vi.restoreAllMocks();
  return sent;
}

describe("the desk's hot path", () => {
  it("one employee's slots: the sign-in check and one statement", async () => {
    const sent = await statementsOf(() =>
      s.t.http.get(`/api/availability/employee/${employeeId}`).query({ date: '2031-03-03', service_id: s.serviceId }).set(s.reception).expect(200),
    );
    expect(sent).toHaveLength(2);
  });

  it('a booking asking the client to confirm: nine statements, the transaction included', async () => {
    const booking = { client_id: s.clientId, employee_id: employeeId, service_id: s.serviceId, appointment_date: '2031-03-03', start_time: '10:00', duration_minutes: 45, total_price: 62.5 };
    let answer: { confirmation_sent_at: string | null } | undefined;
    const sent = await statementsOf(async () => {
      answer = (await s.t.http.post('/api/appointments').set(s.reception).send(booking).expect(201)).body.data;
    });
    expect(answer?.confirmation_sent_at).not.toBeNull();
    expect(sent).toHaveLength(9);
  });
});
