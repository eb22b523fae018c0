import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from './accounts';
import { openBookingWindow } from './booking-window';
import { clientBody, daysFromNow, employeeBody, openDay, serviceBody } from './factories';
import { createTestApp, type TestApp } from './test-app';
import { findHalfWritten, NOTHING_HALF_WRITTEN, type HalfWritten } from './write-invariants';

/**
 * The checks the fault suites run after a crash: whole data passes them all, and each one
 * catches the half-written state it is there for (made here by hand, in a transaction rolled back).
 */
let t: TestApp;
const ids = { appointment: 0, payment: 0, item: 0, client: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await openBookingWindow(t.dataSource);
  const owner = await signedInAs(t, 'olivia', ['owner']);
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await t.http.post(path).set(owner).set(headers).send(body as object).expect((response) => expect([200, 201]).toContain(response.status))).body.data;
  ids.client = (await post('/api/clients', clientBody())).client_id;
  const employee = (await post('/api/employees', employeeBody())).employee_id;
  const service = (await post('/api/services', serviceBody())).service_id;
  ids.appointment = (
    await post('/api/appointments', {
      client_id: ids.client,
      employee_id: employee,
      service_id: service,
      appointment_date: openDay(0, daysFromNow(10)),
      start_time: '10:00',
      duration_minutes: 60,
      total_price: 75,
    })
  ).appointment_id;
  ids.payment = (await post('/api/payments', { client_id: ids.client, amount: 50, payment_method: 'cash' }, { 'Idempotency-Key': 'pay-1' })).payment_id;
  await post(`/api/payments/${ids.payment}/refund`, { amount: 10, reason: 'Part' });
  ids.item = (await post('/api/inventory', { name: 'Volume Mousse', quantity: 5, reorder_level: 0 })).item_id;
  await post(`/api/inventory/${ids.item}/adjust-stock`, { change: -2, type: 'sale' });
  await t.dataSource.query(
    `INSERT INTO waitlist_entries (salon_id, client_name, client_phone, party_size, notification_preference, status, position)
     VALUES (1, 'Ana Walker', '+1 212 555 0199', 1, 'none', 'waiting', 1), (1, 'Ben Walker', '+1 212 555 0198', 1, 'none', 'waiting', 2)`,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The checks' findings after `breakIt` ran, seen inside its transaction, which is then rolled back. */
async function foundAfter(breakIt: string): Promise<HalfWritten> {
  const runner = t.dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    await runner.query(breakIt);
    return await findHalfWritten((sql, parameters) => runner.query(sql, parameters));
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}

describe('the half-written checks', () => {
  it('find nothing in data the API wrote whole', async () => {
    expect(await findHalfWritten((sql, parameters) => t.dataSource.query(sql, parameters))).toEqual(NOTHING_HALF_WRITTEN);
  });

  it.each([
    ['appointmentsWithoutHistory', `DELETE FROM appointment_history WHERE change_type = 'created'`, 'appointment'],
    ['paymentsOutOfStepWithRefunds', `DELETE FROM payments WHERE transaction_type = 'refund'`, 'payment'],
    ['paymentsOutOfStepWithRefunds', `UPDATE payments SET payment_status = 'completed' WHERE transaction_type = 'payment'`, 'payment'],
    ['itemsOutOfStepWithTransactions', `UPDATE inventory_items SET quantity = quantity + 1`, 'item'],
    ['brokenStockChains', `UPDATE inventory_transactions SET quantity_after = quantity_after + 1 WHERE quantity_change = -2`, 'item'],
    ['clientMoneyTakenOff', `UPDATE client_money_taken SET cents = cents + 1`, 'client'],
  ] as const)('%s catches: %s', async (check, breakIt, id) => {
    expect(await foundAfter(breakIt)).toEqual({ ...NOTHING_HALF_WRITTEN, [check]: [ids[id]] });
  });

  it.each([
    ['unansweredIdempotencyKeys', `UPDATE idempotency_keys SET response_status = NULL`, ['pay-1']],
    ['waitlistPositionGaps', `UPDATE waitlist_entries SET position = position + 1`, [1]],
    ['clientCountsOff', `UPDATE client_counts SET client_count = client_count + 1`, [1]],
    ['paymentCountsOff', `UPDATE payment_counts SET payments = payments + 1 WHERE grain = 'all' AND transaction_type = 'refund'`, [1]],
    ['appointmentDayTotalsOff', `UPDATE appointment_day_totals SET appointments = appointments + 1 WHERE employee_id = 0 AND service_id = 0`, [openDay(0, daysFromNow(10))]],
  ] as const)('%s catches: %s', async (check, breakIt, found) => {
    expect(await foundAfter(breakIt)).toEqual({ ...NOTHING_HALF_WRITTEN, [check]: found });
  });
});
