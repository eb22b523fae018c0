import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
});

describe('appointments calendar', () => {
  for (const width of [1280, 768]) {
    it(`at ${width} px asks only for the month's cells, fits the page and shows names whole`, async () => {
      session = await openBrowser({ viewport: { width, height: 900 } });
      const { page } = session;
      const calls: string[] = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/api/appointments')) calls.push(`${pathname}${search}`);
      });
      await page.goto('/appointments?view=calendar');
      await signIn(page, 'reception');
      await page.locator('table[aria-busy="false"]').waitFor();

      // The demo salon's month: one call for each day's count and first three, never the 1,000-row list.
      expect(calls.filter((call) => call.startsWith('/api/appointments/month'))).toHaveLength(1);
      expect(calls.filter((call) => call.startsWith('/api/appointments?'))).toEqual([]);
      const layout = await page.evaluate(() => {
        const entries = Array.from(document.querySelectorAll<HTMLElement>('table a[href^="/appointments/"]'));
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          entries: entries.length,
          clipped: entries.filter((entry) => entry.scrollHeight > entry.clientHeight + 1 || entry.scrollWidth > entry.clientWidth + 1).map((entry) => entry.textContent),
        };
      });
      expect(layout.overflow).toBe(0);
      expect(layout.entries).toBeGreaterThan(0);
      expect(layout.clipped).toEqual([]);
      expect(session.consoleErrors).toEqual([]);
    });
  }
});
