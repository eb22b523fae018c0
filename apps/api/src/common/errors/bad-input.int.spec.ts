import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/accounts';
import { clientBody } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The inputs a fuzzer found answering 500 (issue 10): each is a 400 in the envelope, and nothing is stored. */
let t: TestApp;
let stylist: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  owner = await signedInAs(t, 'olivia', ['owner']);
});
afterAll(async () => {
  await t?.close();
});

const fieldErrorsOf = (body: { success: boolean; code: string; details?: { fieldErrors?: Record<string, string[]> } }) => {
  expect(body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_FAILED' });
  return body.details?.fieldErrors ?? {};
};

describe('hostile input is a 400 at the door', () => {
  it.each([
    ['a NUL in a search', '/api/appointments/export?search=a%00b', 'search', 'Must be one line of plain text, without control characters'],
    ['an id filter above the integer range', '/api/appointments/export?employee_id=2147483648', 'employee_id', 'employee_id must be a valid id'],
    ['an id filter far above it', '/api/appointments?client_id=99999999999', 'client_id', 'client_id must be a valid id'],
    ['a fraction of a minute', '/api/services?min_duration=10.5', 'min_duration', 'min_duration must be a whole number of minutes'],
    ['a page past any offset', '/api/services?page=1e300', 'page', 'page must be at most 1000000'],
    ['an offset past the integer range', '/api/clients?offset=99999999999', 'offset', 'offset is too large'],
  ])('%s (%s)', async (_name, url, field, message) => {
    const response = await t.http.get(url).set(stylist).expect(400);
    expect(fieldErrorsOf(response.body)[field]).toEqual([message]);
  });

  it('refuses a path id above the integer range', async () => {
    const response = await t.http.get('/api/clients/2147483648').set(stylist).expect(400);
    expect(fieldErrorsOf(response.body)).toEqual({ id: ['Is too large'] });
  });

  it('refuses a body id above the integer range and stores nothing', async () => {
    const response = await t.http
      .post('/api/appointments')
      .set(owner)
      .send({ client_id: 2147483648, employee_id: 1, service_id: 1, appointment_date: '2031-01-01', start_time: '10:00', duration_minutes: 30, total_price: 10 })
      .expect(400);
    expect(fieldErrorsOf(response.body).client_id).toEqual(['Client is required']);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM appointments')).toEqual([{ n: 0 }]);
  });

  it('refuses NUL and control characters in text and bidirectional overrides in names, storing nothing', async () => {
    const nul = await t.http.post('/api/clients').set(owner).send(clientBody({ first_name: 'Ana\u0000' })).expect(400);
    expect(fieldErrorsOf(nul.body).first_name).toEqual(['Must be one line of plain text, without control characters']);
    const spoof = await t.http.post('/api/clients').set(owner).send(clientBody({ last_name: 'gpj.\u202Eexe' })).expect(400);
    expect(fieldErrorsOf(spoof.body).last_name).toEqual(['Must be one line of plain text, without control characters']);
    const bell = await t.http.post('/api/clients').set(owner).send(clientBody({ address: 'Main St\u0007' })).expect(400);
    expect(fieldErrorsOf(bell.body).address).toEqual(['Must not contain control characters']);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM clients')).toEqual([{ n: 0 }]);
  });

  it('keeps line breaks in free text', async () => {
    const created = await t.http.post('/api/clients').set(owner).send(clientBody({ address: '12 High Street\nFlat 3' })).expect(201);
    expect(created.body.data.address).toBe('12 High Street\nFlat 3');
  });
});
