import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAtAnotherSalon } from '../../common/testing/accounts';
import { paymentStage, type PaymentStage } from './payment-stage';

let s: PaymentStage;
beforeAll(async () => {
  s = await paymentStage();
});
afterAll(async () => {
  await s?.t.close();
});

const countWhere = async (sql: string, parameters: unknown[]) => (await s.t.dataSource.query(`SELECT count(*)::int AS count FROM payments WHERE ${sql}`, parameters))[0].count as number;
const take = (key: string, body: Record<string, unknown>, headers = s.reception) =>
  s.t.http.post('/api/payments').set(headers).set('Idempotency-Key', key).send({ payment_method: 'cash', ...body });

describe('Idempotency-Key on POST /api/payments', () => {
  it('answers a repeat with the first answer (same status and body) and writes one payment', async () => {
    const first = await take('take-1', { client_id: s.nora, amount: 42, notes: 'first' }).expect(201);
    const again = await take('take-1', { client_id: s.nora, amount: 42, notes: 'first' }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await countWhere(`notes = 'first'`, [])).toBe(1);
  });

  it('refuses the same key with another body or for another operation (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const payment = (await take('take-2', { client_id: s.nora, amount: 42 }).expect(201)).body.data;
    const otherBody = await take('take-2', { client_id: s.nora, amount: 43 }).expect(422);
    expect(otherBody.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request' });
    const otherOperation = await s.t.http
      .post(`/api/payments/${payment.payment_id}/refund`)
      .set(s.manager)
      .set('Idempotency-Key', 'take-2')
      .send({ amount: 1, reason: 'x' })
      .expect(422);
    expect(otherOperation.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('runs concurrent duplicates with one key once: every answer is the same payment', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => take('take-3', { client_id: s.maya, amount: 17.25, notes: 'burst' })));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((response) => response.body.data.payment_id)).size).toBe(1);
    expect(await countWhere(`notes = 'burst'`, [])).toBe(1);
  });

  it('keeps a refused request out of the store, so the same key can be used once it is right', async () => {
    await take('take-4', { amount: 10 }).expect(400);
    const appointmentId = await s.appointment({ status: 'cancelled' });
    await take('take-4', { appointment_id: appointmentId, amount: 10 }).expect(409);
    await take('take-4', { client_id: s.nora, amount: 10 }).expect(201);
  });

  it('keeps keys per salon: another salon may use the same key', async () => {
    await take('shared-key', { client_id: s.nora, amount: 5 }).expect(201);
    const elsewhere = await signedInAtAnotherSalon(s.t, 'elsa', ['payments:create']);
    const response = await take('shared-key', { client_id: s.nora, amount: 5 }, elsewhere).expect(400);
    // Salon 1's client is unknown there: the request ran, it was not answered from salon 1's key.
    expect(response.body.details.fieldErrors).toEqual({ client_id: ['Client not found'] });
  });

  it('takes a key older than 24 hours afresh', async () => {
    await take('old-key', { client_id: s.nora, amount: 7 }).expect(201);
    await s.t.dataSource.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old-key'`);
    await take('old-key', { client_id: s.nora, amount: 8 }).expect(201);
    expect(await countWhere(`amount IN (7, 8) AND transaction_type = 'payment'`, [])).toBe(2);
  });

  it('empties the store of keys older than 24 hours, of every salon, twenty per claim, keeping younger ones', async () => {
    await s.t.dataSource.query(`DELETE FROM idempotency_keys`);
    // 25 keys older than a day (one of another salon's), one of 23 hours ago.
    await s.t.dataSource.query(
      `INSERT INTO idempotency_keys (salon_id, key, operation, request_hash, created_at)
       SELECT 1, 'expired-' || n, 'payments.create', 'hash', now() - interval '25 hours' - n * interval '1 second' FROM generate_series(1, 24) AS n`,
    );
    const [{ salon_id: otherSalon }] = await s.t.dataSource.query(`INSERT INTO salons (name) VALUES ('Another Salon') RETURNING salon_id`);
    await s.t.dataSource.query(
      `INSERT INTO idempotency_keys (salon_id, key, operation, request_hash, created_at) VALUES ($1, 'expired-elsewhere', 'payments.create', 'hash', now() - interval '30 hours'),
         (1, 'young', 'payments.create', 'hash', now() - interval '23 hours')`,
      [otherSalon],
    );
    const keys = async () => (await s.t.dataSource.query(`SELECT key FROM idempotency_keys ORDER BY created_at, key`)).map((row: { key: string }) => row.key);

    await take('purge-1', { client_id: s.nora, amount: 3 }).expect(201);
    // The 20 oldest went: the other salon's and expired-24 .. expired-6.
    expect(await keys()).toEqual(['expired-5', 'expired-4', 'expired-3', 'expired-2', 'expired-1', 'young', 'purge-1']);
    await take('purge-2', { client_id: s.nora, amount: 3 }).expect(201);
    expect(await keys()).toEqual(['young', 'purge-1', 'purge-2']);
  });

  it('purges under concurrent claims without waiting or failing: eight payments at once clear 50 expired keys', async () => {
    await s.t.dataSource.query(`DELETE FROM idempotency_keys`);
    await s.t.dataSource.query(
      `INSERT INTO idempotency_keys (salon_id, key, operation, request_hash, created_at)
       SELECT 1, 'stale-' || n, 'payments.create', 'hash', now() - interval '2 days' FROM generate_series(1, 50) AS n`,
    );
    const responses = await Promise.all(Array.from({ length: 8 }, (_, n) => take(`rush-${n}`, { client_id: s.nora, amount: 4 })));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    const [{ stale, fresh }] = await s.t.dataSource.query(
      `SELECT count(*) FILTER (WHERE key LIKE 'stale-%')::int AS stale, count(*) FILTER (WHERE key LIKE 'rush-%')::int AS fresh FROM idempotency_keys`,
    );
    expect({ stale, fresh }).toEqual({ stale: 0, fresh: 8 });
  });

  it('refuses a key that is blank, too long or not visible ASCII', async () => {
    for (const key of ['x'.repeat(256), 'two words']) {
      const response = await take(key, { client_id: s.nora, amount: 1 }).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('Idempotency-Key on POST /api/payments/:id/refund', () => {
  it('replays a repeated refund instead of refunding twice', async () => {
    const payment = await s.pay({ client_id: s.nora, amount: 50 });
    const send = () => s.t.http.post(`/api/payments/${payment.payment_id}/refund`).set(s.manager).set('Idempotency-Key', 'refund-1').send({ amount: 20, reason: 'Late' });
    const responses = await Promise.all([send(), send(), send()]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(responses[1].body).toEqual(responses[0].body);
    expect(responses[2].body).toEqual(responses[0].body);
    expect(await countWhere('original_payment_id = $1', [payment.payment_id])).toBe(1);
    const [{ refunded_amount }] = await s.t.dataSource.query(`SELECT refunded_amount::text FROM payments WHERE payment_id = $1`, [payment.payment_id]);
    expect(refunded_amount).toBe('20.00');
  });
});
