import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../common/testing/test-database';
import { typeOrmOptions } from '../typeorm-options';
import { loadDemoSettings } from './demo-settings';
import { loadDemoUsers } from './demo-users';

let db: TestDatabase;
let dataSource: DataSource;
beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = await new DataSource(typeOrmOptions(db.url, 1)).initialize();
  await dataSource.transaction(async (manager) => {
    for (const part of [loadDemoUsers, loadDemoSettings]) await part(manager);
  });
});
afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe('the demo settings', () => {
  it("keep the salon's own details and the spec's hours in general, saved by the owner", async () => {
    const [row] = await dataSource.query(`
      SELECT s.section, s.value, u.first_name, r.name AS role
        FROM salon_settings s JOIN users u ON u.user_id = s.updated_by
        JOIN user_roles ur ON ur.user_id = u.user_id JOIN roles r ON r.role_id = ur.role_id
       WHERE s.section = 'general'`);
    expect(row.section).toBe('general');
    expect(row.role).toBe('owner');
    expect(row.value).toMatchObject({
      businessName: 'Willow & Birch Hair Studio',
      businessPhone: '+1 212 555 0147',
      businessEmail: 'hello@willowbirch.example',
      businessAddress: { street: '318 Bleecker Street', city: 'New York', state: 'NY', zipCode: '10014', country: 'US' },
      timezone: 'America/New_York',
      currency: 'USD',
    });
    expect(row.value.businessHours[0]).toEqual({ dayOfWeek: 0, openTime: '09:00', closeTime: '18:00', isClosed: true });
  });

  it('wait for the clients to confirm, so the seeded pending bookings are not auto-confirmed', async () => {
    const [row] = await dataSource.query(`SELECT value FROM salon_settings WHERE section = 'appointments'`);
    expect(row.value.confirmationSettings).toEqual({ requireConfirmation: true, autoConfirmAfterHours: 24, sendConfirmationEmail: true, sendConfirmationSms: false });
    expect(row.value.cancellationPolicy).toEqual({ allowCancellations: true, minHoursBeforeAppointment: 24, cancellationFee: 0, cancellationFeeType: 'fixed', noCancelPeriod: 2 });
  });
});

describe('the demo notification settings', () => {
  it('send text messages (walk-ins asking for a text get one), but no marketing texts', async () => {
    const [row] = await dataSource.query(`SELECT value FROM salon_settings WHERE section = 'notifications'`);
    expect(row.value.smsNotifications).toEqual({
      enabled: true,
      appointmentReminders: true,
      appointmentConfirmations: true,
      appointmentCancellations: true,
      waitlistUpdates: true,
      marketingMessages: false,
    });
  });
});
