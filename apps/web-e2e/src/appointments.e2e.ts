import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession;
let employeeName: string;
let clientName: string;
/** A date four weeks or more ahead (beyond the demo book) when the journey's employee works. */
let date: string;
/** Two free start times that day, as the form shows them ("9:00 AM"). */
let freeTimes: string[];

/** Calls the API directly as the owner, to find the journey's stage in the demo salon. */
async function api(path: string) {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'owner', password: DEMO_PASSWORD }) });
  const { data } = await login.json();
  const response = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${data.token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** "Tuesday, December 22, 2026": how the time rule names a day (libs/contracts appointment-actions.ts). */
const longDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const twelveHour = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

beforeAll(async () => {
  // Nothing is created here: other journeys count the demo salon's employees and clients.
  const [employee] = (await api('/employees/search?q=Sofia%20Marino')) as Array<{ employee_id: number; first_name: string; last_name: string }>;
  employeeName = `${employee.first_name} ${employee.last_name}`;
  const { clients } = await api('/clients?limit=1&sortBy=last_name&sortOrder=DESC&is_active=true');
  clientName = `${clients[0].first_name} ${clients[0].last_name}`;
  const { services } = await api('/services?search=Blow-Dry&pageSize=5');
  const serviceId = services.find((service: { name: string }) => service.name === 'Blow-Dry & Style').service_id;
  const week = (await api(`/employees/${employee.employee_id}/schedules`)) as Array<{ day_of_week: number }>;
  const day = new Date(Date.now() + 28 * 86_400_000);
  while (!week.some((entry) => entry.day_of_week === day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  date = day.toISOString().slice(0, 10);
  const { slots } = await api(`/availability/employee/${employee.employee_id}?date=${date}&service_id=${serviceId}`);
  const open = (slots as Array<{ start_time: string; is_available: boolean }>).filter((slot) => slot.is_available).map((slot) => slot.start_time);
  freeTimes = [open[0], open[open.length - 1]].map(twelveHour);
});
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Client options show the name, then the e-mail or phone under it. */
const clientOption = () => new RegExp(`^${clientName}`);

async function bookThroughTheForm(page: Page, time: string) {
  await page.goto('/appointments/new');
  await page.getByRole('heading', { name: 'New Appointment', exact: true }).waitFor();
  await choose(page, 'Client', clientOption(), clientName);
  await choose(page, 'Service', /^Blow-Dry & Style/, 'Blow-Dry');
  await choose(page, 'Employee', employeeName);
  await page.getByText('Please select date, employee, and service to see available time slots').waitFor();
  await page.locator('input[type="date"]').first().fill(date);
  // Slots are chips: the radio itself is hidden behind its label.
  await page.getByRole('radiogroup', { name: /^Start time/ }).getByText(time, { exact: true }).click();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await page.getByRole('heading', { level: 1, name: `${clientName} · Blow-Dry & Style` }).waitFor();
}

describe('appointments', () => {
  it('reception books through the form with a free slot and confirms it; Check In waits for its day; it shows in the calendar and the day view', async () => {
    const { page } = session;
    await page.goto('/appointments');
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Appointments', exact: true }).waitFor();
    // The list lands on today and what follows.
    await page.getByRole('button', { name: 'From today', exact: true, pressed: true }).waitFor();

    await bookThroughTheForm(page, freeTimes[0]);
    await page.getByText('Appointment booked').waitFor();
    const detailUrl = page.url();

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Appointment confirmed').waitFor();
    // Four weeks ahead: the salon's clock keeps Check In for the day itself (DECISIONS §5), and says so.
    await page.getByText(`This appointment is on ${longDay(date)}; it can be checked in from that day.`).waitFor();
    expect(await page.getByRole('button', { name: 'Check In', exact: true }).isDisabled()).toBe(true);

    // The slot is taken now: the form no longer offers it that day.
    await page.goto('/appointments/new');
    await choose(page, 'Client', clientOption(), clientName);
    await choose(page, 'Service', /^Blow-Dry & Style/, 'Blow-Dry');
    await choose(page, 'Employee', employeeName);
    await page.locator('input[type="date"]').first().fill(date);
    await page.getByRole('radio', { name: freeTimes[1], exact: true }).waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: freeTimes[0], exact: true }).count()).toBe(0);

    // Month calendar and day view both show it, and open it.
    // The client may have other visits that month (the demo book): open the one booked here.
    await page.goto(`/appointments?view=calendar&month=${date.slice(0, 7)}`);
    await page.locator(`a[href="${new URL(detailUrl).pathname}"]`).filter({ hasText: clientName }).first().click();
    await page.waitForURL(detailUrl);
    await page.goto(`/appointments?view=day&date=${date}`);
    await page.getByText(employeeName).first().waitFor();
    await page.getByRole('link', { name: new RegExp(clientName) }).first().click();
    await page.waitForURL(detailUrl);
    expect(session.consoleErrors).toEqual([]);
  });

  it('reception runs a visit whose day has come to completion: check in, check out, complete', async () => {
    // The demo seed leaves the last visits before it ran unrecorded, in To Do's Overdue queue.
    const overdue = await api('/appointments/overdue');
    const rows = (Array.isArray(overdue) ? overdue : overdue.rows) as Array<{ appointment_id: number; status: { name: string }; checked_in_at: string | null }>;
    const visit = rows.find((row) => row.status.name === 'confirmed' && row.checked_in_at === null);
    if (!visit) throw new Error('The demo salon has no confirmed visit left to record');
    const { page } = session;
    await page.goto('/appointments');
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Appointments', exact: true }).waitFor();
    await page.goto(`/appointments/${visit.appointment_id}`);

    await page.getByRole('button', { name: 'Check In', exact: true }).click();
    await page.getByText('Client checked in').waitFor();
    await page.getByRole('button', { name: 'Check Out', exact: true }).click();
    await page.getByText('Client checked out').waitFor();
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete appointment' });
    await dialog.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByText('Appointment completed').waitFor();
    await page.reload();
    for (const step of ['Created', 'Checked In', 'Checked Out', 'Completed']) await page.getByText(step, { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });

  it('cancelling asks for a reason, and the reason shows in the History', async () => {
    const { page } = session;
    await page.goto('/appointments');
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Appointments', exact: true }).waitFor();
    await bookThroughTheForm(page, freeTimes[1]);

    // Declining the prompt keeps the appointment.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Keep appointment' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByLabel('Reason').fill('Client has the flu');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText('Appointment cancelled').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Client has the flu').first().waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
