import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { createRole, signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { ClientsRepository, type DuplicateCriteria } from './clients.repository';

let t: TestApp;
let reception: Record<string, string>;
let elsewhere: Record<string, string>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
  elsewhere = await signedInAtAnotherSalon(t, 'lena', ['clients:*']);
  const rows = [
    { first_name: 'Nora', last_name: 'Quinn', email: 'Nora.Quinn@Example.com', phone: '+1 (212) 555-0147' },
    { first_name: 'Mia', last_name: 'Brown', email: null, phone: '212.555.0199', is_active: false },
    { first_name: 'Liam', last_name: 'Brown', email: 'liam@example.com', phone: null },
  ];
  for (const row of rows) {
    ids[row.first_name] = (await t.http.post('/api/clients').set(reception).send(clientBody(row)).expect(201)).body.data.client_id;
  }
  // Another salon's client with the very same details is never offered.
  await t.http.post('/api/clients').set(elsewhere).send(clientBody(rows[0])).expect(201);
});
afterAll(async () => {
  await t?.close();
});

const lookUp = async (query: Record<string, string>, headers = reception) => {
  const response = await t.http.get('/api/clients/possible-duplicates').query(query).set(headers).expect(200);
  return contract.clients.possibleDuplicates.responses[200].parse(response.body).data.map(({ client, matched_on }) => [client.first_name, matched_on]);
};

describe('GET /api/clients/possible-duplicates', () => {
  it.each([
    ['phone digits, however typed, without the country code', { phone: '212 555 0147' }, [['Nora', ['phone']]]],
    ['phone digits with a country code the stored number lacks', { phone: '+1 212-555-0199' }, [['Mia', ['phone']]]],
    ['phone of an inactive client', { phone: '(212) 555-0199' }, [['Mia', ['phone']]]],
    ['e-mail in any case', { email: 'nora.quinn@example.COM' }, [['Nora', ['email']]]],
    ['first and last name in any case', { first_name: 'LIAM', last_name: 'brown' }, [['Liam', ['name']]]],
    ['names with spaces around', { first_name: '  nora ', last_name: ' quinn  ' }, [['Nora', ['name']]]],
  ])('finds a client by %s', async (_what, query, expected) => {
    expect(await lookUp(query)).toEqual(expected);
  });

  it.each([
    ['another phone number', { phone: '212 555 0148' }],
    ['part of a phone number', { phone: '555 0147' }],
    ['too few digits to be a phone', { phone: '0147' }],
    ['part of an e-mail', { email: 'nora.quinn@' }],
    ['the first name alone', { first_name: 'Nora' }],
    ['the last name alone', { last_name: 'Brown' }],
    ['a first name with another last name', { first_name: 'Liam', last_name: 'Quinn' }],
    ['nothing at all', {}],
    ['blanks', { phone: ' ', email: '', first_name: ' ', last_name: '' }],
  ])('finds nobody by %s', async (_what, query) => {
    expect(await lookUp(query)).toEqual([]);
  });

  it('says every reason a client matched and puts the most reasons first', async () => {
    const found = await lookUp({ phone: '2125550199', email: 'liam@example.com', first_name: 'Nora', last_name: 'Quinn' });
    expect(found).toEqual([
      ['Liam', ['email']],
      ['Mia', ['phone']],
      ['Nora', ['name']],
    ]);
    expect(await lookUp({ phone: '+1 212 555 0147', email: 'NORA.QUINN@example.com', first_name: 'nora', last_name: 'quinn' })).toEqual([['Nora', ['phone', 'email', 'name']]]);
  });

  it('answers at most five, the likeliest first', async () => {
    const made: number[] = [];
    for (let i = 0; i < 6; i++) {
      made.push((await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Ava', last_name: 'Stone', email: null, phone: null })).expect(201)).body.data.client_id);
    }
    await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Ava', last_name: 'Stone', email: 'ava@example.com', phone: null })).expect(201);
    const found = await lookUp({ first_name: 'Ava', last_name: 'Stone', email: 'ava@example.com' });
    expect(found).toEqual([['Ava', ['email', 'name']], ['Ava', ['name']], ['Ava', ['name']], ['Ava', ['name']], ['Ava', ['name']]]);
    await t.dataSource.query('DELETE FROM clients WHERE last_name = $1', ['Stone']);
  });

  it("shows another salon's user only their own salon's clients", async () => {
    const response = await t.http.get('/api/clients/possible-duplicates').query({ phone: '2125550147', email: 'nora.quinn@example.com' }).set(elsewhere).expect(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].client.salon_id).not.toBe(1);
    expect(response.body.data[0].client.client_id).not.toBe(ids.Nora);
    expect(await lookUp({ first_name: 'Mia', last_name: 'Brown' }, elsewhere)).toEqual([]);
  });

  it('needs clients:read', async () => {
    await createRole(t.dataSource, 'no clients', ['appointments:read']);
    const outsider = await signedInAs(t, 'omar', ['no clients']);
    const response = await t.http.get('/api/clients/possible-duplicates').query({ phone: '2125550147' }).set(outsider).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it('refuses a criterion longer than 255 characters, naming it', async () => {
    const response = await t.http.get('/api/clients/possible-duplicates').query({ email: `${'a'.repeat(250)}@example.com` }).set(reception).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ email: ['email must be at most 255 characters'] });
  });
});

describe('the lookup at 100,000 clients', () => {
  const plan = async (criteria: DuplicateCriteria) => {
    const repository = t.app.get(ClientsRepository);
    const [sql, parameters] = runAsSalon(1, () => repository.possibleDuplicatesQuery(criteria)!.getQueryAndParameters());
    const [{ 'QUERY PLAN': explained }] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    return JSON.stringify(explained);
  };

  beforeAll(async () => {
    await t.dataSource.query(`
      INSERT INTO clients (salon_id, first_name, last_name, email, phone)
      SELECT 1, 'First' || n, 'Last' || (n % 5000), 'client' || n || '@example.com', '+1 646 ' || lpad(n::text, 7, '0')
      FROM generate_series(1, 100000) AS n`);
    await t.dataSource.query('ANALYZE clients');
  });

  it('reads each test through its own index, never the whole table', async () => {
    const everything = await plan({ phoneTail: '6460004242', email: 'Client42@example.com', name: { first: 'first42', last: 'last42' } });
    expect(everything).toContain('ix_clients_salon_phone_tail');
    expect(everything).toContain('ix_clients_salon_email_lower');
    expect(everything).toContain('ix_clients_salon_name_lower');
    expect(everything).not.toContain('Seq Scan');
  });

  it('finds the one client among them', async () => {
    expect(await lookUp({ phone: '+1 (646) 000-4242' })).toEqual([['First4242', ['phone']]]);
  });
});
