import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

/** WCAG 2.1 A and AA, the level the product promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1280, 768] as const;

type Screen = { name: string; path: string };

/** Filled in beforeAll with ids from the demo salon; a path names them as `:client`, `:employee`... */
const ids: Record<string, number> = {};
/** The first demo client's name, typed again to raise the duplicate warning. */
let firstClient = '';
const resolve = (path: string) => path.replace(/:(\w+)/g, (_match, key: string) => String(ids[key]));

const signedInScreens: Screen[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'appointments list', path: '/appointments' },
  { name: 'appointments calendar', path: '/appointments?view=calendar' },
  { name: 'appointments day', path: '/appointments?view=day' },
  { name: 'appointments To Do', path: '/appointments?view=queues' },
  { name: 'appointment detail', path: '/appointments/:appointment' },
  { name: 'new appointment', path: '/appointments/new' },
  { name: 'clients list', path: '/clients' },
  { name: 'client detail', path: '/clients/:client' },
  { name: 'new client', path: '/clients/new' },
  { name: 'employees list', path: '/employees' },
  { name: 'employee detail', path: '/employees/:employee' },
  { name: 'new employee', path: '/employees/new' },
  { name: 'services list', path: '/services' },
  { name: 'service detail', path: '/services/:service' },
  { name: 'new service', path: '/services/new' },
  { name: 'inventory list', path: '/inventory' },
  { name: 'inventory low stock', path: '/inventory?low_stock=true' },
  { name: 'inventory item', path: '/inventory/:item' },
  { name: 'new inventory item', path: '/inventory/new' },
  { name: 'payments list', path: '/payments' },
  { name: 'payment detail', path: '/payments/:payment' },
  { name: 'process payment', path: '/payments/new' },
  { name: 'waitlist', path: '/waitlist' },
  { name: 'staff schedule', path: '/schedule' },
  { name: 'settings, general', path: '/settings' },
  { name: 'settings, appointments', path: '/settings?section=appointments' },
  { name: 'settings, users and roles', path: '/settings?section=users' },
  { name: 'support', path: '/support' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
];

const visitorScreens: Screen[] = [
  { name: 'sign in', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'support (signed out)', path: '/support' },
];

/** The screen has drawn its heading, its requests have settled and no loader is left. */
async function openScreen(page: Page, path: string) {
  await page.goto(resolve(path));
  await page.locator('main :is(h1, h2)').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
}

/** Serious and critical findings, one line each, so a failure names the rule, the element and the figure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${(node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? violation.help}`),
    );
}

/** Every element matching the selector lies within the viewport's width; returns those that do not. */
async function offScreen(page: Page, selector: string): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  const outside: string[] = [];
  for (const element of await page.locator(selector).all()) {
    const box = await element.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width) outside.push(`${await element.getAttribute('aria-label')} at ${JSON.stringify(box)}`);
  }
  return outside;
}

/** Waits until what the selector finds has finished fading in: mid-transition every colour reads faint to axe. */
async function fadedIn(page: Page, selector: string) {
  await page.waitForFunction((found) => {
    const opaque = (element: Element | null): boolean => !element || (getComputedStyle(element).opacity === '1' && opaque(element.parentElement));
    return Array.from(document.querySelectorAll(found)).every(opaque);
  }, selector);
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  const [{ clients }, { rows: employees }, { services }, { rows: appointments }, { rows: items }, { items: payments }] = await Promise.all([
    apiAs<{ clients: Array<{ client_id: number; first_name: string; last_name: string }> }>('owner', '/clients?limit=1&is_active=true'),
    apiAs<{ rows: Array<{ employee_id: number }> }>('owner', '/employees?limit=1&is_active=true'),
    apiAs<{ services: Array<{ service_id: number }> }>('owner', '/services?pageSize=1&activeOnly=true'),
    apiAs<{ rows: Array<{ appointment_id: number }> }>('owner', '/appointments?limit=1&sortBy=appointment_date&sortOrder=DESC'),
    apiAs<{ rows: Array<{ item_id: number }> }>('owner', '/inventory?limit=1'),
    // A payment with a refund shows the most: its refunds and the refund row's red amount.
    apiAs<{ items: Array<{ payment_id: number }> }>('owner', '/payments?limit=1&payment_status=partially_refunded'),
  ]);
  ids.item = items[0].item_id;
  ids.payment = payments[0].payment_id;
  ids.client = clients[0].client_id;
  firstClient = `${clients[0].first_name} ${clients[0].last_name}`;
  ids.employee = employees[0].employee_id;
  ids.service = services[0].service_id;
  ids.appointment = appointments[0].appointment_id;
});

describe.each(WIDTHS)('signed in as the owner at %i px', (width) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width, height: 900 } });
    await session.page.goto('/login');
    await signIn(session.page, 'owner');
    await session.page.waitForURL('**/dashboard');
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each(signedInScreens)('$name has no serious or critical axe violations', async ({ path }) => {
    await openScreen(session.page, path);
    expect(await seriousViolations(session.page)).toEqual([]);
  });

  it.each([
    { name: 'clients', path: '/clients', actions: 'main table button[aria-label^="Delete "], main table a[aria-label^="View "]' },
    { name: 'appointments', path: '/appointments', actions: 'main table a[aria-label^="View "], main table a[aria-label^="Edit "]' },
    { name: 'users', path: '/settings?section=users', actions: 'table[aria-label="Users"] button' },
  ])('keeps the $name row actions on screen without widening the page', async ({ path, actions }) => {
    const { page } = session;
    await openScreen(page, path);
    await page.locator(actions).first().waitFor();
    expect(await offScreen(page, actions)).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('stays clean in the states staff meet mid-task: a duplicate warning, a toast, a deactivation dialog, free times for anyone', async () => {
    const { page } = session;
    await openScreen(page, '/clients/new');
    const [first, last] = firstClient.split(' ');
    await page.getByRole('textbox', { name: /First name/ }).fill(first);
    await page.getByRole('textbox', { name: /Last name/ }).fill(last);
    await page.getByText('This client may already exist').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: /First name/ }).fill('Axel');
    await page.getByRole('textbox', { name: /Last name/ }).fill(`Contrast ${width}`);
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.waitForURL(/\/clients\/\d+$/);
    await page.locator('.mantine-Notification-root').first().waitFor();
    await fadedIn(page, '.mantine-Notification-root');
    expect(await seriousViolations(page)).toEqual([]);

    await openScreen(page, '/employees/:employee');
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForLoadState('networkidle');
    await fadedIn(page, '.mantine-Modal-content, .mantine-Modal-overlay');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await openScreen(page, '/appointments/new');
    await page.getByPlaceholder('Search by name, e-mail or phone').fill(first);
    await page.getByRole('option', { name: new RegExp(firstClient) }).first().click();
    await page.getByPlaceholder('Choose a service').click();
    await page.getByRole('option').first().click();
    await page.getByPlaceholder('Choose an employee').click();
    await page.getByRole('option', { name: 'Any available' }).click();
    await page.getByRole('button', { name: 'Next Free Time' }).click();
    await page.getByText('Assigned employee').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('offers "Skip to main content" first, visible on focus, and it moves focus to the main region', async () => {
    const { page } = session;
    await openScreen(page, '/clients');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await offScreen(page, 'a[href="#main-content"]')).toEqual([]);
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });

  it('gives focus back to the row action that opened a dialog when the dialog closes', async () => {
    const { page } = session;
    await openScreen(page, '/clients');
    const deleteButton = page.locator('main table button[aria-label^="Delete "]').first();
    await deleteButton.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Delete '));
    expect(await deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('fits the weekly schedule editor, Break end included', async () => {
    const { page } = session;
    await openScreen(page, '/employees/:employee');
    await page.getByRole('tab', { name: 'Schedule' }).click();
    const breakEnd = page.getByRole('columnheader', { name: 'Break end' });
    await breakEnd.waitFor();
    expect(await offScreen(page, 'table[aria-label="Weekly schedule"] :is(th, input):visible')).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('signed in as the owner in the dark scheme at 1280 px', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.goto('/login');
    await session.page.evaluate(() => window.localStorage.setItem('salon-color-scheme', 'dark'));
    await signIn(session.page, 'owner');
    await session.page.waitForURL('**/dashboard');
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each(signedInScreens)('$name has no serious or critical axe violations', async ({ path }) => {
    await openScreen(session.page, path);
    expect(await session.page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await seriousViolations(session.page)).toEqual([]);
  });
});

describe.each([
  { width: 1280, scheme: 'light' },
  { width: 768, scheme: 'light' },
  { width: 1280, scheme: 'dark' },
])('signed out at $width px in the $scheme scheme', ({ width, scheme }) => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width, height: 900 } });
    await session.page.goto('/login');
    await session.page.evaluate((chosen) => window.localStorage.setItem('salon-color-scheme', chosen), scheme);
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each(visitorScreens)('$name has no serious or critical axe violations', async ({ path }) => {
    await openScreen(session.page, path);
    expect(await session.page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
    expect(await seriousViolations(session.page)).toEqual([]);
  });
});
