import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

type Result = { id: number; type: 'client' | 'employee' | 'service' | 'appointment'; title: string };

/** The box groups results in this order, each group in the API's order. */
const GROUP_ORDER: Result['type'][] = ['client', 'employee', 'service', 'appointment'];

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Part of a demo client's surname, the client it finds, and that result's place in the box. */
let typed = '';
let target: Result;
let place = 0;

beforeAll(async () => {
  const { clients } = await apiAs<{ clients: Array<{ last_name: string }> }>('owner', '/clients?limit=1&is_active=true');
  const surname = clients[0].last_name;
  // The start of the surname, in lower case: what a hurried desk types.
  typed = surname.slice(0, Math.max(3, surname.length - 2)).toLowerCase();
  const { results } = await apiAs<{ results: Result[] }>('owner', `/search?q=${encodeURIComponent(typed)}`);
  const shown = GROUP_ORDER.flatMap((type) => results.filter((result) => result.type === type));
  // The last matching client shown, so reaching it takes more than one ArrowDown when several match.
  const clientPlaces = shown.flatMap((result, index) => (result.type === 'client' && result.title.endsWith(surname) ? [index] : []));
  if (clientPlaces.length === 0) throw new Error(`Searching "${typed}" finds no client named ${surname}`);
  place = clientPlaces[clientPlaces.length - 1];
  target = shown[place];
});

describe('global search', () => {
  it('the owner finds a client from the top bar with the keyboard only, and the search is remembered', async () => {
    session = await openBrowser();
    const { page, consoleErrors } = session;
    await page.goto('/login');
    await signIn(page, 'owner');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const box = page.getByRole('combobox', { name: 'Global search' });
    await box.waitFor();

    // No clicks from here on.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Global search');
    await page.keyboard.type(typed);
    const targetOption = page.getByRole('option').filter({ hasText: target.title });
    await page.getByText('Searching...', { exact: true }).or(targetOption).first().waitFor();
    await targetOption.first().waitFor();

    for (let step = 0; step <= place; step += 1) await page.keyboard.press('ArrowDown');
    const selected = page.locator('[data-combobox-selected]');
    expect(await selected.count()).toBe(1);
    expect(await selected.textContent()).toContain(target.title);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/clients/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();

    // Reopened empty, the box offers the search again.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Global search');
    expect(await box.inputValue()).toBe('');
    await page.getByText('Recent searches', { exact: true }).waitFor();
    const recent = page.getByRole('option', { name: typed, exact: true });
    await recent.waitFor();

    await page.keyboard.press('Escape');
    await recent.waitFor({ state: 'hidden' });
    expect(await page.getByRole('option').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/clients/${target.id}`);
    expect(consoleErrors).toEqual([]);
  });
});
