import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_COUNT_CAP, contract } from '@salon/contracts';
import { signedInAs, signedInAtAnotherSalon } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let elsewhere: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
  elsewhere = await signedInAtAnotherSalon(t, 'lena', ['clients:*']);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.dataSource.query('DELETE FROM clients');
});

/** What the list says in all, for a query (salon 1 unless other headers are given). */
const total = async (query: Record<string, string> = {}, headers = reception) => {
  const response = await t.http.get('/api/clients').query({ limit: 1, ...query }).set(headers).expect(200);
  const { total_count, count_is_estimate } = contract.clients.list.responses[200].parse(response.body).data;
  return { total_count, count_is_estimate };
};

/** The list's totals without a search: all, active, inactive. */
const totals = async (headers = reception) => [
  (await total({}, headers)).total_count,
  (await total({ is_active: 'true' }, headers)).total_count,
  (await total({ is_active: 'false' }, headers)).total_count,
];

const create = async (overrides: Record<string, unknown> = {}, headers = reception) =>
  (await t.http.post('/api/clients').set(headers).send(clientBody(overrides)).expect(201)).body.data.client_id as number;

const insertMany = (count: number, lastName: string, active = true) =>
  t.dataSource.query(`INSERT INTO clients (salon_id, first_name, last_name, is_active) SELECT 1, 'Client' || n, $2, $3 FROM generate_series(1, $1::int) AS n`, [count, lastName, active]);

describe('the list total without a search', () => {
  it('follows clients added, deactivated, reactivated and deleted through the API', async () => {
    expect(await totals()).toEqual([0, 0, 0]);
    const nora = await create();
    const mia = await create({ first_name: 'Mia', is_active: false });
    expect(await totals()).toEqual([2, 1, 1]);

    await t.http.put(`/api/clients/${nora}`).set(reception).send(clientBody({ is_active: false })).expect(200);
    expect(await totals()).toEqual([2, 0, 2]);
    await t.http.put(`/api/clients/${mia}`).set(reception).send(clientBody({ first_name: 'Mia', is_active: true })).expect(200);
    expect(await totals()).toEqual([2, 1, 1]);
    await t.http.put(`/api/clients/${mia}`).set(reception).send(clientBody({ first_name: 'Mia', city: 'Hoboken' })).expect(200);
    expect(await totals()).toEqual([2, 1, 1]);

    await t.http.delete(`/api/clients/${nora}`).set(reception).expect(204);
    expect(await totals()).toEqual([1, 1, 0]);
  });

  it('follows rows written in bulk by SQL, and a table emptied at once', async () => {
    await insertMany(300, 'Bulk');
    await insertMany(20, 'Gone', false);
    expect(await totals()).toEqual([320, 300, 20]);

    await t.dataSource.query(`UPDATE clients SET is_active = NOT is_active WHERE last_name = 'Bulk' AND first_name IN ('Client1', 'Client2')`);
    expect(await totals()).toEqual([320, 298, 22]);
    await t.dataSource.query(`DELETE FROM clients WHERE last_name = 'Gone'`);
    expect(await totals()).toEqual([300, 298, 2]);

    await t.dataSource.query('TRUNCATE clients CASCADE');
    expect(await totals()).toEqual([0, 0, 0]);
    await create();
    expect(await totals()).toEqual([1, 1, 0]);
  });

  it('counts nothing of a change that was rolled back', async () => {
    await create();
    await t.dataSource
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO clients (salon_id, first_name, last_name) VALUES (1, 'Rolled', 'Back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await totals()).toEqual([1, 1, 0]);
  });

  it("counts each salon's clients apart", async () => {
    await create();
    await create({}, elsewhere);
    await create({ is_active: false }, elsewhere);
    expect(await totals()).toEqual([1, 1, 0]);
    expect(await totals(elsewhere)).toEqual([2, 1, 1]);
  });

  it('still says how many on a page past the last', async () => {
    await create();
    await create({ is_active: false });
    const response = await t.http.get('/api/clients').query({ offset: 40, is_active: 'false' }).set(reception).expect(200);
    expect(response.body.data).toEqual({ clients: [], total_count: 1, count_is_estimate: false });
  });

  it('is exact however many clients, and says so', async () => {
    await insertMany(CLIENT_COUNT_CAP + 500, 'Many');
    expect(await total()).toEqual({ total_count: 2500, count_is_estimate: false });
  });
});

describe('the list total of a search', () => {
  it('is exact up to the cap', async () => {
    await insertMany(CLIENT_COUNT_CAP, 'Capwell');
    await insertMany(3, 'Other');
    expect(await total({ search: 'capwell' })).toEqual({ total_count: 2000, count_is_estimate: false });
    expect(await total({ search: 'capwell', is_active: 'false' })).toEqual({ total_count: 0, count_is_estimate: false });
  });

  it('stops at the cap and says there are more', async () => {
    await insertMany(CLIENT_COUNT_CAP + 1, 'Capwell');
    expect(await total({ search: 'capwell' })).toEqual({ total_count: 2000, count_is_estimate: true });
    const page = await t.http.get('/api/clients').query({ search: 'capwell', limit: 10, offset: 1995 }).set(reception).expect(200);
    expect(page.body.data.clients).toHaveLength(6);
  });
});
