import { inject } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIME_ZONE_LABELS, TIME_ZONES, WEEK_DAYS, type GeneralSettings, type SettingsResponse } from '@salon/contracts';
import { apiAs } from './support/api';
import { DEMO_PASSWORD, openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Puts the demo salon's general section back as the owner found it, so no other journey meets this one's zone. */
async function restoreGeneral(general: GeneralSettings) {
  const base = inject('baseUrl');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: DEMO_PASSWORD }),
  });
  const { data } = await login.json();
  const response = await fetch(`${base}/api/settings/general`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify(general),
  });
  if (!response.ok) throw new Error(`Restoring the general settings answered ${response.status}: ${await response.text()}`);
}

/** The wall clock in a time zone now, as "YYYY-MM-DD HH:mm" (sortable). */
const clockIn = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
const dateIn = (timeZone: string) => clockIn(timeZone).slice(0, 10);
/** Minutes since midnight in a time zone now. */
const minutesIn = (timeZone: string) => {
  const [hours, minutes] = clockIn(timeZone).slice(11, 16).split(':').map(Number);
  return hours * 60 + minutes;
};
/** "2:30 PM" as minutes since midnight. */
const minutesOf = (time: string) => {
  const [, hours, minutes, half] = /(\d+):(\d+) (AM|PM)$/.exec(time)!;
  return (Number(hours) % 12) * 60 + Number(minutes) + (half === 'PM' ? 720 : 0);
};
/** "Tuesday, November 24, 2026", as the day view titles a day. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Opens the booking form for an employee and a date as the owner, with the service chosen, and waits for its start times. */
async function openBookingForm(page: Page, employeeId: number, date: string) {
  await page.goto(`/appointments/new?employee_id=${employeeId}&date=${date}`);
  await page.getByRole('heading', { level: 1, name: 'New Appointment' }).waitFor();
  const service = page.getByRole('combobox', { name: 'Service', exact: true });
  await service.click();
  await service.fill('Blow-Dry');
  await page.getByRole('option', { name: /^Blow-Dry & Style/ }).click();
}

async function openAsOwner(page: Page, path: string) {
  // A step that waits in vain fails with its locator, well before the test's own time limit.
  page.setDefaultTimeout(10_000);
  await page.goto(path);
  await signIn(page, 'owner');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
}

describe('settings', () => {
  it('the owner saves a section, finds it saved after a reload (from the server, not the cache) and resets it', async () => {
    session = await openBrowser();
    const { page, consoleErrors } = session;
    await openAsOwner(page, '/settings?section=integrations');
    const syncContacts = page.getByRole('switch', { name: 'Sync contacts' });
    const save = page.getByRole('button', { name: 'Save Integrations' });
    expect(await syncContacts.isChecked()).toBe(false);
    expect(await save.isDisabled()).toBe(true);

    await syncContacts.check();
    await save.click();
    await page.getByText('Integration settings saved successfully!').waitFor();
    expect((await apiAs<SettingsResponse>('owner', '/settings')).settings.integrations.marketing.syncContacts).toBe(true);

    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('settings:')).forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Integrations' }).waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Sync contacts' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Reset Integrations to Defaults' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Integrations' });
    await dialog.getByText('Are you sure you want to reset to default settings?').waitFor();
    await dialog.getByRole('button', { name: 'Reset to Defaults' }).click();
    await page.getByText('Settings reset to defaults!').waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Sync contacts' }).isChecked()).toBe(false);
    expect((await apiAs<SettingsResponse>('owner', '/settings')).settings.integrations.marketing.syncContacts).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it("closing a weekday and a new time zone reach the server, and the day view opens on the new zone's today and now", async () => {
    const { settings } = await apiAs<SettingsResponse>('owner', '/settings');
    const original = settings.general;
    // The zone furthest ahead of the salon's: its today is a day later from about 13:00 to 08:00 UTC, and its now hours later.
    const target = TIME_ZONES.filter((zone) => zone !== original.timezone).reduce((ahead, zone) => (clockIn(zone) > clockIn(ahead) ? zone : ahead));
    try {
      session = await openBrowser();
      const { page } = session;
      await openAsOwner(page, '/settings');
      await page.getByRole('combobox', { name: 'Time zone' }).click();
      await page.getByRole('option', { name: TIME_ZONE_LABELS[target], exact: true }).click();
      await page.getByRole('switch', { name: 'Monday closed' }).check();
      await page.getByRole('button', { name: 'Save General' }).click();
      await page.getByText('Settings saved successfully!').waitFor();
      const saved = await apiAs<SettingsResponse>('owner', '/settings');
      expect(saved.settings.general.businessHours[1]).toEqual({ dayOfWeek: 1, openTime: '09:00', closeTime: '19:00', isClosed: true });
      expect((await apiAs<{ salon: { timeZone: string } }>('owner', '/auth/me')).salon.timeZone).toBe(target);
      // The page's session follows without signing in again.
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').salon?.timeZone)).toBe(target);

      // No reload: the saved zone reaches the signed-in session at once.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Appointments', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/appointments');
      await page.getByText('Day', { exact: true }).click();
      const nowThere = minutesIn(target);
      await page.getByRole('heading', { level: 2, name: longDate(dateIn(target)) }).waitFor();
      await page.waitForLoadState('networkidle');
      // Free times are offered from the new zone's present minute on, never before it.
      const offered = await page.getByRole('link', { name: /^New appointment with .+ at / }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
      expect(offered.filter((label) => minutesOf(label) < nowThere)).toEqual([]);
    } finally {
      await restoreGeneral(original);
    }
  });
  it("closing a weekday in settings takes that day's free times out of the booking form, for an employee with a weekly schedule too, until it opens again", async () => {
    const { settings } = await apiAs<SettingsResponse>('owner', '/settings');
    const original = settings.general;
    // Sofia works on her own weekly schedule; a day of hers four weeks ahead is clear of the demo book.
    const [sofia] = await apiAs<Array<{ employee_id: number }>>('owner', '/employees/search?q=Sofia%20Marino');
    const week = await apiAs<Array<{ day_of_week: number }>>('owner', `/employees/${sofia.employee_id}/schedules`);
    const day = new Date(Date.now() + 28 * 86_400_000);
    while (!week.some((entry) => entry.day_of_week === day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    const weekday = WEEK_DAYS[day.getUTCDay()];
    const startTimes = (page: Page) => page.getByRole('radiogroup', { name: /^Start time/ }).getByRole('radio');
    try {
      session = await openBrowser();
      const { page, consoleErrors } = session;
      await openAsOwner(page, '/settings');
      await openBookingForm(page, sofia.employee_id, date);
      await startTimes(page).first().waitFor({ state: 'attached' });

      await page.goto('/settings');
      await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      await page.getByRole('switch', { name: `${weekday} closed` }).check();
      await page.getByRole('button', { name: 'Save General' }).click();
      await page.getByText('Settings saved successfully!').waitFor();

      await openBookingForm(page, sofia.employee_id, date);
      await page.getByText('No available time slots for the selected date and employee').waitFor();
      expect(await startTimes(page).count()).toBe(0);
      // Shown on request, each time says why: the salon is closed that day.
      await page.getByRole('switch', { name: 'Show unavailable times' }).check();
      await page.getByRole('radiogroup', { name: /^Start time/ }).getByText(/· Salon closed$/).first().waitFor();

      await restoreGeneral(original);
      await openBookingForm(page, sofia.employee_id, date);
      await startTimes(page).first().waitFor({ state: 'attached' });
      expect(consoleErrors).toEqual([]);
    } finally {
      await restoreGeneral(original);
    }
  });
});
