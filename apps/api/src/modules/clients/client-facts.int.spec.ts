import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { CLIENTS_WITH_CONTACT_SQL, ClientFactsQuery } from './client-facts.query';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.dataSource.query(`
    INSERT INTO clients (salon_id, first_name, last_name, email, phone)
    SELECT 1, 'First' || n, 'Last' || n, 'client' || n || '@example.com', '+1 646 ' || lpad(n::text, 7, '0')
    FROM generate_series(1, 100000) AS n`);
  await t.dataSource.query('ANALYZE clients');
});
afterAll(async () => {
  await t?.close();
});

describe("the clients a walk-in may be (the waitlist's convert)", () => {
  it('finds them by the last ten digits of the phone, however typed, or by the e-mail in any case', async () => {
    const facts = t.app.get(ClientFactsQuery);
    const byPhone = await runAsSalon(1, () => facts.withContact({ phone: '646-000-4242', email: null }));
    const byEmail = await runAsSalon(1, () => facts.withContact({ phone: '12', email: 'CLIENT77@example.com' }));
    expect(byPhone).toEqual([{ client_id: expect.any(Number), first_name: 'First4242', last_name: 'Last4242' }]);
    expect(byEmail).toEqual([{ client_id: expect.any(Number), first_name: 'First77', last_name: 'Last77' }]);
  });

  it('reads the phone-tail and e-mail indexes at 100,000 clients, never the whole table', async () => {
    const [{ 'QUERY PLAN': plan }] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${CLIENTS_WITH_CONTACT_SQL}`, [1, '6460004242', 'client42@example.com']);
    const explained = JSON.stringify(plan);
    expect(explained).toContain('ix_clients_salon_phone_tail');
    expect(explained).toContain('ix_clients_salon_email_lower');
    expect(explained).not.toContain('Seq Scan');
  });
});
