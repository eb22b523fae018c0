import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, DEFAULT_SETTINGS } from '@salon/contracts';
import { bearer, createAccount, signIn } from '../../common/testing/accounts';
import { employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Monday 2 December 2030 in New York (UTC-5). The salon opens 09:00-17:00 every day but Sunday;
// Sofia has no weekly schedule (she works those hours), Lena is scheduled 08:00-20:00 Monday to Saturday.
const TEN_AM = new Date('2030-12-02T15:00:00Z');
usePretendClock(TEN_AM);

type Headers = Record<string, string>;
let t: TestApp;
let haircut: number;

const NINE_TO_FIVE = DEFAULT_SETTINGS.general.businessHours.map((day) => ({ ...day, openTime: '09:00', closeTime: '17:00' }));
const MONDAYS_CLOSED = NINE_TO_FIVE.map((day) => (day.dayOfWeek === 1 ? { ...day, isClosed: true } : day));

/** The pretend clock at `iso`, with fresh sign-ins (access tokens last 15 minutes). */
async function at(iso: string): Promise<{ reception: Headers; owner: Headers }> {
  vi.setSystemTime(new Date(iso));
  return { reception: bearer((await signIn(t, 'priya')).token), owner: bearer((await signIn(t, 'olivia')).token) };
}

const saveHours = async (owner: Headers, businessHours: typeof NINE_TO_FIVE) =>
  t.http.put('/api/settings/general').set(owner).send({ ...DEFAULT_SETTINGS.general, businessHours }).expect(200);
const add = async (reception: Headers, clientName: string) =>
  (await t.http.post('/api/waitlist').set(reception).send({ clientName, partySize: 1, clientPhone: '+1 212 555 0199', requestedServices: [{ serviceId: haircut }], notificationPreference: 'sms' }).expect(201)).body.data;
const estimates = async (reception: Headers) =>
  contract.waitlist.list.responses[200].parse((await t.http.get('/api/waitlist').set(reception).expect(200)).body).data.entries.map((entry) => entry.estimatedWaitTime);

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t.dataSource, 'priya', ['receptionist']);
  await createAccount(t.dataSource, 'olivia', ['owner']);
  const { owner } = await at(TEN_AM.toISOString());
  haircut = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Haircut', duration_minutes: 60, base_price: 70 })).expect(201)).body.data.service_id;
  await t.http.post('/api/employees').set(owner).send(employeeBody()).expect(201);
  const lena = (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name: 'Lena', email: 'lena@example.com' })).expect(201)).body.data.employee_id;
  for (let day = 1; day <= 6; day++) {
    await t.dataSource.query(`INSERT INTO employee_schedules (employee_id, day_of_week, start_time, end_time) VALUES ($1, $2, '08:00', '20:00')`, [lena, day]);
  }
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.query('DELETE FROM waitlist_entries');
});

describe("the wait estimate counts stylists only within the salon's opening hours", () => {
  it('counts Lena (08:00-20:00) from 09:00 to 17:00 only, when the salon is open 09:00-17:00', async () => {
    await saveHours((await at(TEN_AM.toISOString())).owner, NINE_TO_FIVE);

    // 08:30: the salon is not open yet, so nobody is at work and there is no estimate.
    const early = await at('2030-12-02T13:30:00Z');
    await add(early.reception, 'Ana Walker');
    expect((await add(early.reception, 'Ben Ortiz')).estimatedWaitTime).toBeNull();
    // 10:00: Sofia and Lena share Ana's 60-minute haircut ahead of Ben.
    expect(await estimates((await at(TEN_AM.toISOString())).reception)).toEqual([0, 30]);
    // 17:30: closed again; Lena's shift runs on, but she serves no walk-in.
    expect(await estimates((await at('2030-12-02T22:30:00Z')).reception)).toEqual([null, null]);
  });

  it('counts nobody on a day the salon is closed, though Lena is scheduled', async () => {
    const { owner, reception } = await at(TEN_AM.toISOString());
    await saveHours(owner, MONDAYS_CLOSED);
    await add(reception, 'Ana Walker');
    await add(reception, 'Ben Ortiz');
    expect(await estimates(reception)).toEqual([null, null]);
  });
});
