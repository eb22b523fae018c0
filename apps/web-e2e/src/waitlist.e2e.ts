import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

type Entry = { id: number; clientName: string; status: string; position: number | null; actualWaitTime: number | null };
type List = { entries: Entry[]; counts: { all: number; waiting: number; notified: number; seated: number } };
type Summary = { totalWaiting: number };

/** The widget lists the first 5 waiting customers (spec part 1 §9). */
const WIDGET_SIZE = 5;

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const waiting = () => apiAs<List>('reception', '/waitlist?status=waiting');
const summary = () => apiAs<Summary>('reception', '/waitlist/summary');

/** The dashboard's Current Waitlist card, opened from the main navigation (no reload: the waitlist's actions must refresh it). */
async function openDashboardWidget(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const widget = page.getByRole('region', { name: 'Current Waitlist' });
  const waitingLabel = widget.getByText('Waiting', { exact: true });
  await waitingLabel.waitFor();
  // The figure sits just above its label.
  return { widget, waitingCount: waitingLabel.locator('xpath=preceding-sibling::*[1]') };
}

describe('waitlist', () => {
  it('reception adds a walk-in, sees it on the dashboard widget, notifies and seats it, and the widget lets it go', async () => {
    const name = `Walk-in ${Date.now().toString(36)}`;
    const [before, summaryBefore] = await Promise.all([waiting(), summary()]);
    const openBefore = before.counts.waiting + before.counts.notified;

    session = await openBrowser();
    const { page, consoleErrors } = session;
    await page.goto('/waitlist');
    await signIn(page, 'reception');
    await page.getByRole('heading', { level: 1, name: 'Waitlist' }).waitFor();

    // Add the walk-in with one service, as the desk does.
    await page.getByRole('button', { name: 'Add to Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Waitlist' });
    await dialog.getByRole('textbox', { name: 'Customer name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('555-010-4242');
    await dialog.getByRole('combobox', { name: 'Service 1', exact: true }).click();
    const firstService = page.getByRole('option').first();
    const serviceName = (await firstService.textContent()) ?? '';
    await firstService.click();
    await dialog.getByRole('button', { name: 'Add to Waitlist' }).click();
    await page.getByText(`${name} added to the waitlist`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // At the end of the queue: after everyone waiting or notified before it.
    const card = page.getByRole('article', { name });
    await card.getByText('Waiting', { exact: true }).waitFor();
    await card.getByLabel(`Position ${openBefore + 1}`).waitFor();
    expect(await card.textContent()).toContain(`${serviceName} (any employee)`);
    const added = await waiting();
    expect(added.counts.waiting).toBe(before.counts.waiting + 1);
    const entry = added.entries.find((candidate) => candidate.clientName === name)!;
    expect(entry.position).toBe(openBefore + 1);

    // The dashboard widget counts it and lists it while it is among the first five waiting.
    let dashboard = await openDashboardWidget(page);
    await expect.poll(() => dashboard.waitingCount.textContent()).toBe(String(summaryBefore.totalWaiting + 1));
    expect((await summary()).totalWaiting).toBe(summaryBefore.totalWaiting + 1);
    const rank = added.entries.findIndex((candidate) => candidate.id === entry.id);
    const listed = dashboard.widget.getByRole('listitem').filter({ hasText: name });
    if (rank < WIDGET_SIZE) await listed.waitFor();
    else await dashboard.widget.getByText(`+${added.entries.length - WIDGET_SIZE} more waiting`).waitFor();

    // Back on the waitlist: notify, then seat.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Waitlist', exact: true }).click();
    await card.getByRole('button', { name: 'Notify', exact: true }).click();
    await page.getByText(`${name} notified`).waitFor();
    await card.getByText('Notified', { exact: true }).waitFor();
    const notified = await apiAs<List>('reception', '/waitlist?status=notified');
    expect(notified.entries.find((candidate) => candidate.id === entry.id)).toMatchObject({ status: 'notified', position: entry.position });

    await card.getByRole('button', { name: 'Seat', exact: true }).click();
    await page.getByText(`${name} seated`).waitFor();
    await card.getByText('Seated', { exact: true }).waitFor();
    // Seated within the test's 30 seconds of being added.
    await card.getByText('Waited less than a minute', { exact: true }).waitFor();
    expect(await card.getByLabel(/^Position /).count()).toBe(0);
    expect(await card.getByRole('button').count()).toBe(0);
    const seated = await apiAs<List>('reception', '/waitlist?status=seated');
    expect(seated.entries.find((candidate) => candidate.id === entry.id)).toMatchObject({ status: 'seated', position: null, actualWaitTime: 0 });

    // The widget no longer lists it, and counts as many waiting as before it came.
    dashboard = await openDashboardWidget(page);
    const summaryAfter = await summary();
    expect(summaryAfter.totalWaiting).toBe(summaryBefore.totalWaiting);
    await expect.poll(() => dashboard.waitingCount.textContent()).toBe(String(summaryAfter.totalWaiting));
    expect(await listed.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
