import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createRole, signIn, bearer, signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { openBookingWindow } from '../../common/testing/booking-window';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// The salon's today is Monday 2 December 2030; the appointments are in March 2031.
usePretendClock();

let t: TestApp;
let owner: Record<string, string>;
const id: Record<string, number> = {};

const search = async (auth: Record<string, string>, query: Record<string, string | number>) =>
  (await t.http.get('/api/search').query(query).set(auth).expect(200)).body.data.results as { id: number; type: string; title: string; subtitle: string }[];

/** "type title" of each result, in order: the shape a reader checks at a glance. */
const found = async (auth: Record<string, string>, query: Record<string, string | number>) => (await search(auth, query)).map((result) => `${result.type} ${result.title}`);

beforeAll(async () => {
  t = await createTestApp();
  // The fixed 2031 dates lie months past the pretend now: no booking window in the way.
  await openBookingWindow(t.dataSource);
  owner = await signedInAs(t, 'olivia', ['owner']);
  const post = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  id.maya = await post('/api/clients', clientBody({ first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.com', phone: null }), 'client_id');
  id.mark = await post('/api/clients', clientBody({ first_name: 'Mark', last_name: 'Lopez', email: null, phone: '(212) 555-0199' }), 'client_id');
  id.anna = await post('/api/clients', clientBody({ first_name: 'Anna', last_name: 'Smith', email: 'anna@example.com' }), 'client_id');
  id.rosa = await post('/api/employees', employeeBody({ first_name: 'Rosa', last_name: 'Lopez', position: 'nail_technician', email: 'rosa@example.com' }), 'employee_id');
  id.ben = await post('/api/employees', employeeBody({ first_name: 'Ben', last_name: 'Okafor', email: 'ben@example.com' }), 'employee_id');
  id.cut = await post('/api/services', serviceBody({ name: 'Lopez Signature Cut', base_price: 60, duration_minutes: 75 }), 'service_id');
  id.balayage = await post('/api/services', serviceBody({ name: 'Balayage', service_type_id: 2, base_price: 180.5, duration_minutes: 120 }), 'service_id');
  const book = (client_id: number, service_id: number, appointment_date: string, start_time: string, employee_id = id.ben) =>
    post('/api/appointments', { client_id, employee_id, service_id, appointment_date, start_time, duration_minutes: 60, total_price: 60 }, 'appointment_id');
  id.mayaCut = await book(id.maya, id.cut, '2031-03-11', '10:00');
  id.annaBalayage = await book(id.anna, id.balayage, '2031-03-11', '09:00', id.rosa);
  id.annaLater = await book(id.anna, id.balayage, '2031-03-12', '14:30');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/search', () => {
  it('finds clients, employees, services and appointments in one call, grouped by type, with their subtitles', async () => {
    expect(await search(owner, { q: 'lopez' })).toEqual([
      { id: id.mark, type: 'client', title: 'Mark Lopez', subtitle: '(212) 555-0199' },
      { id: id.maya, type: 'client', title: 'Maya Lopez', subtitle: 'maya@example.com' },
      { id: id.rosa, type: 'employee', title: 'Rosa Lopez', subtitle: 'Nail Technician' },
      { id: id.cut, type: 'service', title: 'Lopez Signature Cut', subtitle: '$60.00 · 1h 15m' },
      // By client name (Maya), employee name (Rosa) and service name (the Signature Cut): soonest first.
      { id: id.annaBalayage, type: 'appointment', title: 'Anna Smith', subtitle: 'Tuesday, March 11, 2031 · 9:00 AM · Balayage' },
      { id: id.mayaCut, type: 'appointment', title: 'Maya Lopez', subtitle: 'Tuesday, March 11, 2031 · 10:00 AM · Lopez Signature Cut' },
    ]);
  });

  it('finds appointments by service name, and a service by price and duration', async () => {
    expect(await search(owner, { q: 'balay' })).toEqual([
      { id: id.balayage, type: 'service', title: 'Balayage', subtitle: '$180.50 · 2h' },
      { id: id.annaBalayage, type: 'appointment', title: 'Anna Smith', subtitle: 'Tuesday, March 11, 2031 · 9:00 AM · Balayage' },
      { id: id.annaLater, type: 'appointment', title: 'Anna Smith', subtitle: 'Wednesday, March 12, 2031 · 2:30 PM · Balayage' },
    ]);
  });

  it("finds a day's appointments by start time from a date typed as 2031-03-11, 3/11/2031 or Mar 11, 2031", async () => {
    for (const q of ['2031-03-11', '3/11/2031', 'Mar 11, 2031']) {
      expect(await found(owner, { q })).toEqual(['appointment Anna Smith', 'appointment Maya Lopez']);
    }
    // Without a year, the salon's year (2030): no appointments that day.
    expect(await found(owner, { q: 'Mar 11' })).toEqual([]);
  });

  it('returns at most `limit` of each type, 5 by default', async () => {
    expect(await found(owner, { q: 'lopez', limit: 1 })).toEqual(['client Mark Lopez', 'employee Rosa Lopez', 'service Lopez Signature Cut', 'appointment Anna Smith']);
    for (let n = 0; n < 6; n += 1) {
      await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: `Zed${n}`, last_name: 'Many', email: null, phone: null })).expect(201);
    }
    expect(await found(owner, { q: 'many' })).toEqual(['client Zed0 Many', 'client Zed1 Many', 'client Zed2 Many', 'client Zed3 Many', 'client Zed4 Many']);
  });

  it('searches only the types the caller may read', async () => {
    await createRole(t.dataSource, 'services only', ['services:read']);
    await createAccount(t.dataSource, 'sam', ['services only']);
    const servicesOnly = bearer((await signIn(t, 'sam')).token);
    expect(await found(servicesOnly, { q: 'lopez' })).toEqual(['service Lopez Signature Cut']);

    // A stylist reads clients, employees, services and appointments (DECISIONS §4), but nothing here is a payment.
    const stylist = await signedInAs(t, 'sofia', ['stylist']);
    expect((await search(stylist, { q: 'lopez' })).map((result) => result.type)).toEqual(['client', 'client', 'employee', 'service', 'appointment', 'appointment']);

    const staff = await signedInAs(t, 'stan', ['staff']);
    expect(await search(staff, { q: 'lopez' })).toEqual([]);
  });

  it("never finds another salon's records", async () => {
    const elsewhere = await signedInAtAnotherSalon(t, 'edna', ['clients:read', 'employees:read', 'services:read', 'appointments:read']);
    expect(await search(elsewhere, { q: 'lopez' })).toEqual([]);
  });

  it('refuses a missing or blank query and a limit outside 1 to 10 with a clear message', async () => {
    for (const query of [{}, { q: '' }, { q: '   ' }]) {
      const response = await t.http.get('/api/search').query(query).set(owner).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details.fieldErrors).toEqual({ q: ['Type something to search for'] });
    }
    const tooMany = await t.http.get('/api/search').query({ q: 'lopez', limit: 11 }).set(owner).expect(400);
    expect(tooMany.body.details.fieldErrors).toEqual({ limit: ['limit must be 1 to 10'] });
  });

  it('treats hostile text as plain text: wildcards and SQL find nothing, control characters are refused', async () => {
    for (const q of ['%', '_', "'; DROP TABLE clients; --", '\\', 'a'.repeat(100)]) {
      expect(await search(owner, { q })).toEqual([]);
    }
    await t.http.get('/api/search').query({ q: 'lo\u0000pez' }).set(owner).expect(400);
    await t.http.get('/api/search').query({ q: 'a'.repeat(101) }).set(owner).expect(400);
    expect(await found(owner, { q: 'lopez', limit: 1 })).toHaveLength(4);
  });

  it('asks for a signed-in user', async () => {
    await t.http.get('/api/search').query({ q: 'lopez' }).expect(401);
  });
});
