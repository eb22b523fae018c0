import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_TYPES } from '@salon/contracts';
import { openBrowser, type BrowserSession } from './support/browser';

const TYPES = SERVICE_TYPES.map((type) => type.name);

let session: BrowserSession;
// Console errors include Content-Security-Policy violations: the pages must run under the API's CSP.
const consoleErrors: string[] = [];
beforeAll(async () => {
  session = await openBrowser();
  session.page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
afterAll(async () => {
  await session?.close();
});

describe('the service types page', () => {
  it('shows the ten service types read from PostgreSQL', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Service Types' }).waitFor();
    const table = page.getByRole('table', { name: 'Service types' });
    await table.getByRole('cell', { name: 'Package Deal' }).waitFor();
    const names = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()),
    );
    expect(names).toEqual(TYPES);
    expect(consoleErrors).toEqual([]);
  });

  it('fits a tablet screen without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    await page.getByRole('cell', { name: 'Package Deal' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('serves client routes through the history fallback', async () => {
    const response = await session.page.goto('/some/client/route');
    expect(response?.status()).toBe(200);
    await session.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('the server around the page', () => {
  it('answers a missing asset with 404, not the page', async () => {
    const response = await fetch(`${inject('baseUrl')}/assets/does-not-exist.js`);
    expect(response.status).toBe(404);
  });

  it('shows the API documentation at /api/docs', async () => {
    const { page } = session;
    await page.goto('/api/docs');
    await page.getByText('Salon back office API').first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(3);
    expect(consoleErrors).toEqual([]);
  });
});
