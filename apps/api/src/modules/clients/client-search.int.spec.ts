import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientListQuerySchema } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { ClientsRepository } from './clients.repository';

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
        (1, 'Élodie', 'Martin', NULL, '07700 900123')`);
  });

  it.each([
    ['a first name', 'an', ['Lee', 'Dana', 'Anna']],
    ['in any case', 'AN', ['Lee', 'Dana', 'Anna']],
    ['a last name', 'ng', ['Mark']],
    ['one letter', 'm', ['Élodie', 'Mark']],
  ])('finds a term of one or two characters at the start of %s or an e-mail, not inside a word', async (_what, text, names) => {
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
});

describe('the search at 100,000 clients', () => {
  const plan = async (query: Record<string, string>) => {
    const repository = t.app.get(ClientsRepository);
    const parsed = clientListQuerySchema.parse(query);
    const [sql, parameters] = runAsSalon(1, () => repository.pageQuery(parsed).getQueryAndParameters());
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

  it.each([
    ['a surname', 'Last4242', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm']],
    ['phone digits', '4242', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm', 'ix_clients_phone_digits_trgm']],
    ['two letters', 'xy', ['ix_clients_full_name_trgm', 'ix_clients_email_trgm']],
  ])('finds the clients matching %s through the trigram indexes, never reading the whole table', async (_what, text, indexes) => {
    const explained = await plan({ search: text });
    for (const index of indexes) expect(explained).toContain(index);
    expect(explained).not.toContain('Seq Scan');
  });
});
