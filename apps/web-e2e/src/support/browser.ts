import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Flags that keep Chromium quiet on a machine with no network (STACK.md trap 7). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export type BrowserSession = {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors seen so far, CSP violations included. */
  consoleErrors: string[];
  close: () => Promise<void>;
};

/** One headless Chromium with a fresh context, pointed at the app under test. */
export async function openBrowser(options: { baseUrl?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserSession> {
  const browser = await chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: options.baseUrl ?? inject('baseUrl'), viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { browser, context, page, consoleErrors, close: () => browser.close() };
}

export const DEMO_PASSWORD = 'Demo!Salon2026';

/** Signs in through the sign-in form. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
