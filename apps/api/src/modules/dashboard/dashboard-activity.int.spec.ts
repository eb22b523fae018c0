import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody, employeeBody, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { openBookingWindow } from '../../common/testing/booking-window';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

// Monday 2 December 2030, 09:00 in New York: the appointments below are booked for later today.
usePretendClock();

let t: TestApp;
let stylist: Record<string, string>;
let items: Record<string, number>;
const activity = async (query = '') => (await t.http.get(`/api/dashboard/notifications${query}`).set(stylist).expect(200)).body.data as Record<string, string>[];

beforeAll(async () => {
  t = await createTestApp();
  // Bookings later today: no minimum advance hours in the way.
  await openBookingWindow(t.dataSource);
  const owner = await signedInAs(t, 'olivia', ['owner']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  const create = async (path: string, body: Record<string, unknown>, key: string) => (await t.http.post(path).set(owner).send(body).expect(201)).body.data[key] as number;
  const nora = await create('/api/clients', clientBody(), 'client_id');
  const maya = await create('/api/clients', clientBody({ first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.com', phone: null }), 'client_id');
  const rosa = await create('/api/employees', employeeBody({ first_name: 'Rosa', last_name: 'Diaz', email: 'rosa@example.com' }), 'employee_id');
  const cut = await create('/api/services', serviceBody({ name: 'Cut' }), 'service_id');
  items = {
    shampoo: await create('/api/inventory', { name: 'Shampoo', quantity: 0, reorder_level: 5 }, 'item_id'),
    conditioner: await create('/api/inventory', { name: 'Conditioner', quantity: 2, reorder_level: 5 }, 'item_id'),
  };
  await create('/api/inventory', { name: 'Gel', quantity: 10, reorder_level: 5 }, 'item_id');
  const book = (client_id: number, start_time: string) =>
    create('/api/appointments', { client_id, employee_id: rosa, service_id: cut, appointment_date: '2030-12-02', start_time, duration_minutes: 60, total_price: 75 }, 'appointment_id');
  const first = await book(nora, '10:00');
  const second = await book(maya, '12:00'); // Three hours ahead: outside the default no-cancel period, so the owner may cancel it.
  await t.http.patch(`/api/appointments/${first}/confirm`).set(owner).send({}).expect(200);
  await t.http.patch(`/api/appointments/${first}/checkin`).set(owner).send({}).expect(200);
  await t.http.patch(`/api/appointments/${second}/cancel`).set(owner).send({ reason: 'Unwell', send_notification: false }).expect(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard/notifications', () => {
  it('tells of bookings, check-ins, cancellations, low stock and new clients, newest first (a confirmation is not news)', async () => {
    const feed = await activity();
    expect(feed.map(({ type, priority, message }) => ({ type, priority, message }))).toEqual([
      { type: 'appointment', priority: 'high', message: "Cancelled: Maya Lopez's Cut on Monday, December 2, 2030 at 12:00 PM" },
      { type: 'appointment', priority: 'low', message: 'Nora Quinn checked in for Cut with Rosa Diaz' },
      { type: 'appointment', priority: 'medium', message: 'New booking: Maya Lopez, Cut with Rosa Diaz on Monday, December 2, 2030 at 12:00 PM' },
      { type: 'appointment', priority: 'medium', message: 'New booking: Nora Quinn, Cut with Rosa Diaz on Monday, December 2, 2030 at 10:00 AM' },
      { type: 'system', priority: 'high', message: 'Low stock: Conditioner, 2 left (reorder level 5)' },
      { type: 'system', priority: 'urgent', message: 'Out of stock: Shampoo (reorder level 5)' },
      { type: 'client', priority: 'low', message: 'New client: Maya Lopez' },
      { type: 'client', priority: 'low', message: 'New client: Nora Quinn' },
    ]);
    expect(new Set(feed.map((item) => item.id)).size).toBe(8);
    const times = feed.map((item) => Date.parse(item.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('takes the newest `limit` of them all', async () => {
    expect((await activity('?limit=3')).map((item) => item.message)).toEqual([
      "Cancelled: Maya Lopez's Cut on Monday, December 2, 2030 at 12:00 PM",
      'Nora Quinn checked in for Cut with Rosa Diaz',
      'New booking: Maya Lopez, Cut with Rosa Diaz on Monday, December 2, 2030 at 12:00 PM',
    ]);
  });

  it('drops an item once it is restocked above its reorder level', async () => {
    const owner = await signedInAs(t, 'mark', ['manager']);
    await t.http.post(`/api/inventory/${items.conditioner}/adjust-stock`).set(owner).send({ change: 10, type: 'purchase' }).expect(200);
    expect((await activity()).filter((item) => item.type === 'system').map((item) => item.message)).toEqual(['Out of stock: Shampoo (reorder level 5)']);
  });
});
