import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { PRETEND_NOW, usePretendClock } from '../../common/testing/pretend-clock';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { loadDemoData } from '../../database/seed/demo-data';
import { DEFAULT_SALON_ID } from '../salons';
import { AppointmentQueriesService } from './appointment-queries.service';
import { ReminderJob } from './reminder.job';

// What `npm start` shows a minute after it starts: the demo book, seeded on Monday 2 December
// 2030 at 09:00 in New York, has its next day's reminders sent by the job, by e-mail and text.
usePretendClock();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await loadDemoData(t.dataSource)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

const remindersDue = () => runAsSalon(DEFAULT_SALON_ID, async () => (await t.app.get(AppointmentQueriesService).queueCounts(PRETEND_NOW)).needs_reminders);

describe('the reminder job on the demo salon', () => {
  it("sends the next 24 hours' reminders on both channels the demo salon uses, emptying Reminders due", async () => {
    expect(await remindersDue()).toBe(14);
    expect(await t.app.get(ReminderJob).remindDue(PRETEND_NOW)).toBe(14);
    const sent = await t.dataSource.query(`SELECT channel, count(*)::int AS messages FROM outbox_messages WHERE subject = 'Appointment reminder' GROUP BY channel ORDER BY channel`);
    expect(sent).toEqual([
      { channel: 'email', messages: 14 },
      { channel: 'sms', messages: 14 },
    ]);
    expect(await remindersDue()).toBe(0);
  });
});
