import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

let session: BrowserSession;
beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('the server around the app', () => {
  it('serves client routes through the history fallback, under its security policy', async () => {
    const response = await session.page.goto('/forgot-password');
    expect(response?.status()).toBe(200);
    await session.page.getByRole('button', { name: /reset link/i }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await fetch(`${inject('baseUrl')}/assets/does-not-exist.js`);
    expect(response.status).toBe(404);
  });

  it('fits the sign-in page on a tablet without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows the API documentation at /api/docs', async () => {
    const { page } = session;
    await page.goto('/api/docs');
    await page.getByText('Salon back office API').first().waitFor();
    // Swagger UI draws only the operations near the viewport (a count would measure the window's
    // height); the OpenAPI test checks the document lists every route.
    await page.locator('.opblock').first().waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
