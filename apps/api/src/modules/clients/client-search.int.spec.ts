import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema, contract, type ClientListQuery } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { ClientListRepository } from './client-list.repository';

let t: TestApp;
let reception: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
});
afterAll(async () => {
  await t?.close();
});

/** First names of the clients a search finds, by last name, and the total it reports. */
const search = async (text: string) => {
  const response = await t.http.get('/api/clients').query({ search: text, limit: 100 }).set(reception).expect(200);
  const { clients, total_count } = response.body.data as { clients: { first_name: string }[]; total_count: number };
  expect(total_count).toBe(clients.length);
  return clients.map((client) => client.first_name);
};

describe('searching clients', () => {
  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM clients');
    await t.dataSource.query(`
      INSERT INTO clients (salon_id, first_name, last_name, email, phone) VALUES
        (1, 'Anna', 'Lee', 'anna.lee@example.com', '(555) 123-4567'),
        (1, 'Joanna', 'Smith', 'jo@example.com', '555.123.4567'),
        (1, 'Lee', 'Andrews', 'landrews@example.com', '+1 555 123 4567'),
        (1, 'Dana', 'Brooks', 'an.brooks@example.org', NULL),
        (1, 'Mark', 'Ng', 'mark@example.com', '5551234567'),
        (1, 'Élodie', 'Martin', NULL, '07700 900123'),
        (1, 'Sam', 'Example', NULL, NULL)`);
  });

  it.each([
    ['two letters', 'an', ['Lee', 'Dana', 'Anna']],
    ['two letters in any case', 'AN', ['Lee', 'Dana', 'Anna']],
    ['two letters starting a last name', 'ng', ['Mark']],
    ['one letter', 'm', ['Élodie', 'Mark']],
  ])('finds %s at the start of a first name, last name or e-mail, not inside a word', async (_what, text, names) => {
    expect(await search(text)).toEqual(names);
  });

  it('finds a term of three characters or more anywhere in a name or e-mail', async () => {
    expect(await search('ann')).toEqual(['Anna', 'Joanna']);
    expect(await search('a lee')).toEqual(['Anna']);
    expect(await search('example.org')).toEqual(['Dana']);
  });

  it('finds letters with accents in any case', async () => {
    expect(await search('ÉLODIE')).toEqual(['Élodie']);
    expect(await search('élo')).toEqual(['Élodie']);
  });

  it.each([
    ['the last four digits', '4567', ['Lee', 'Anna', 'Mark', 'Joanna']],
    ['a whole number typed another way', '555-123-4567', ['Lee', 'Anna', 'Mark', 'Joanna']],
    ['a number with its country code', '+1 (555) 123', ['Lee']],
    ['three digits', '900', ['Élodie']],
  ])('finds phones by %s, however they were typed', async (_what, text, names) => {
    expect(await search(text)).toEqual(names);
  });

  it('finds no phone by fewer than three digits', async () => {
    expect(await search('45')).toEqual([]);
  });

  it.each(['%', '_', 'a%', '\\'])('takes %s literally', async (text) => {
    expect(await search(text)).toEqual([]);
  });

  it.each(['@', '--', '(...)'])('finds nobody by %s, which has no letter or digit', async (text) => {
    expect(await search(text)).toEqual([]);
  });

  it.each([
    ['first name, descending', { sortBy: 'first_name', sortOrder: 'DESC' }, ['Dana', 'Anna']],
    ['e-mail, descending, the client without one last', { sortBy: 'email', sortOrder: 'DESC' }, ['Dana', 'Sam']],
    ['e-mail, ascending, the client without one last', { sortBy: 'email', sortOrder: 'ASC' }, ['Mark', 'Sam']],
  ])("pages a search's matches sorted by %s", async (_what, sort, names) => {
    const response = await t.http.get('/api/clients').query({ search: 'example', ...sort, limit: 2, offset: 4 }).set(reception).expect(200);
    expect(response.body.data.clients.map((client: { first_name: string }) => client.first_name)).toEqual(names);
    expect(response.body.data.total_count).toBe(6);
  });

  it.each([
    ['a page of the whole list', {}],
    ['a page of a search', { search: 'example' }],
  ])('answers each client of %s exactly as its own page does', async (_what, query) => {
    await t.dataSource.query(`UPDATE clients SET birthdate = '1990-04-12', city = 'Hoboken', preferred_contact_method = 'sms' WHERE first_name = 'Anna'`);
    const response = await t.http.get('/api/clients').query({ limit: 100, ...query }).set(reception).expect(200);
    const { clients } = contract.clients.list.responses[200].parse(response.body).data;
    expect(clients.length).toBeGreaterThan(5);
    for (const client of clients) {
      const detail = await t.http.get(`/api/clients/${client.client_id}`).set(reception).expect(200);
      expect(client).toEqual(detail.body.data);
    }
  });

  it('still says how many match on a page past the last', async () => {
    const response = await t.http.get('/api/clients').query({ search: 'an', limit: 10, offset: 30 }).set(reception).expect(200);
    expect(response.body.data).toEqual({ clients: [], total_count: 3, count_is_estimate: false });
  });
});

describe('the list at 100,000 clients', () => {
  const plan = async (sqlOf: (repository: ClientListRepository, query: ClientListQuery) => [string, unknown[]], query: Record<string, string>) => {
    const repository = t.app.get(ClientListRepository);
    const [sql, parameters] = runAsSalon(1, () => sqlOf(repository, clientListQuerySchema.parse(query)));
    const [{ 'QUERY PLAN': explained }] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters);
    return JSON.stringify(explained);
  };

  beforeAll(async () => {
    await t.dataSource.query(`
      INSERT INTO clients (salon_id, first_name, last_name, email, phone, is_active)
      SELECT 1, 'First' || n, 'Last' || (n % 5000), 'client' || n || '@example.com', '+1 646 ' || lpad(n::text, 7, '0'), n % 10 <> 0
      FROM generate_series(1, 100000) AS n`);
    await t.dataSource.query('VACUUM ANALYZE clients');
  });

  it.each([
    ['a surname', 'Last4242', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm']],
    ['phone digits', '4242', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm', 'ix_clients_phone_digits_trgm']],
    ['two letters', 'xy', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm']],
  ])('picks the clients matching %s through the trigram indexes, never reading the whole table', async (_what, search, indexes) => {
    const explained = await plan((repository, query) => repository.rankedMatchesSql(query), { search });
    for (const index of indexes) expect(explained).toContain(index);
    expect(explained).not.toContain('Seq Scan');
  });

  it.each([
    ['by last name', { sortBy: 'last_name', sortOrder: 'ASC' }, 'ix_clients_salon_last_name'],
    ['by last name, descending', { sortBy: 'last_name', sortOrder: 'DESC' }, 'ix_clients_salon_last_name'],
    ['by first name, active only', { sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' }, 'ix_clients_salon_first_name'],
    ['by creation, newest first', { sortBy: 'created_at', sortOrder: 'DESC' }, 'ix_clients_salon_created_at'],
  ])("reads a deep page's ids %s from an index in order, sorting nothing", async (_what, sort, index) => {
    const explained = await plan((repository, query) => repository.pageIdsSql(query), { ...sort, limit: '20', offset: '9980' });
    expect(explained).toContain('"Node Type":"Index Only Scan"');
    expect(explained).toContain(index);
    expect(explained).not.toContain('Sort');
  });
});
