import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, DEFAULT_SETTINGS } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// June 2, 2031, after the range asked. December 1, 2030 is a Sunday; December 1-10 holds two
// Mondays and Tuesdays and one Wednesday, Thursday, Friday and Saturday.
usePretendClock(new Date('2031-06-02T14:00:00Z'));

let t: TestApp;
let manager: Record<string, string>;
const ids: Record<string, number> = {};

// The salon opens 09:00-17:00, closed on Wednesdays and Sundays.
const HOURS = DEFAULT_SETTINGS.general.businessHours.map((day) => ({ ...day, openTime: '09:00', closeTime: '17:00', isClosed: day.dayOfWeek === 0 || day.dayOfWeek === 3 }));

/** A completed appointment straight in the table (past dates allowed). */
async function appointment(employee: string, date: string, start: string, minutes: number) {
  await t.dataSource.query(
    `INSERT INTO appointments (salon_id, client_id, employee_id, service_id, appointment_date, start_time, end_time, duration_minutes, total_price, status_id, holds_slot)
     SELECT 1, $1, $2, $3, $4, $5::time, $5::time + make_interval(mins => $6), $6, 50, status_id, false FROM appointment_statuses WHERE salon_id = 1 AND name = 'completed'`,
    [ids.nora, ids[employee], ids.cut, date, start, minutes],
  );
}

async function schedule(employee: string, days: number[], start: string, end: string, pause: [string, string] | null = null) {
  for (const day of days) {
    await t.dataSource.query(`INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time, break_start, break_end) VALUES ($1, $2, $3, $4, $5, $6)`, [
      ids[employee],
      day,
      start,
      end,
      pause?.[0] ?? null,
      pause?.[1] ?? null,
    ]);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  manager = await signedInAs(t, 'marco', ['manager']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  ids.nora = await create('/api/clients', clientBody({ first_name: 'Nora', last_name: 'Test', email: 'nora@example.com', phone: null }), 'client_id');
  for (const name of ['Rosa', 'Omar', 'Lena']) ids[name.toLowerCase()] = await create('/api/employees', employeeBody({ first_name: name, last_name: 'Staff', email: `${name.toLowerCase()}@example.com` }), 'employee_id');
  ids.cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  await t.http.put('/api/settings/general').set(owner).send({ ...DEFAULT_SETTINGS.general, businessHours: HOURS }).expect(200);

  // Rosa: Monday to Friday 08:00-20:00 with a lunch hour. Lena: Monday 07:00-08:30, before opening,
  // and Saturday 16:00-18:00 with a break 16:30-17:30. Omar has no weekly schedule.
  await schedule('rosa', [1, 2, 3, 4, 5], '08:00', '20:00', ['12:00', '13:00']);
  await schedule('lena', [1], '07:00', '08:30');
  await schedule('lena', [6], '16:00', '18:00', ['16:30', '17:30']);

  await appointment('rosa', '2030-12-02', '10:00', 60);
  await appointment('rosa', '2030-12-05', '14:00', 120);
  await appointment('omar', '2030-12-07', '09:00', 90);
  await appointment('lena', '2030-12-07', '16:00', 15);
});
afterAll(async () => {
  await t?.close();
});

describe("employee utilization counts scheduled time only while the salon is open", () => {
  it('cuts each schedule to the opening hours of its weekday, a closed day counting nothing', async () => {
    const body = (await t.http.get(`/api${contract.reports.employeePerformance.path}`).query({ start_date: '2030-12-01', end_date: '2030-12-10' }).set(manager).expect(200)).body;
    const rows = contract.reports.employeePerformance.responses[200].parse(body).data;
    // Ranked by revenue (Rosa's two visits, then one each), then by name.
    expect(rows.map(({ employeeName, bookedMinutes, scheduledMinutes, utilizationRate }) => ({ employeeName, bookedMinutes, scheduledMinutes, utilizationRate }))).toEqual([
      // 09:00-17:00 less lunch (420) on two Mondays, two Tuesdays, a Thursday and a Friday; not the closed Wednesday.
      { employeeName: 'Rosa Staff', bookedMinutes: 180, scheduledMinutes: 2520, utilizationRate: 7.1 },
      // Mondays end before opening; Saturday's 16:00-17:00 less the break's half hour before closing.
      { employeeName: 'Lena Staff', bookedMinutes: 15, scheduledMinutes: 30, utilizationRate: 50 },
      // The salon's own hours (480) on the seven days it is open.
      { employeeName: 'Omar Staff', bookedMinutes: 90, scheduledMinutes: 3360, utilizationRate: 2.7 },
    ]);
  });
});
