import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

const ALL_ENTRIES = ['Dashboard', 'Appointments', 'Clients', 'Employees', 'Services', 'Inventory', 'Payments', 'Waitlist', 'Reports', 'Settings'];

let session: BrowserSession;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

const navEntries = async () => {
  const nav = session.page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
};

describe('signing in', () => {
  it('lands the owner on the dashboard, greeted by first name, with every navigation entry', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await signIn(page, 'owner');
    await page.getByRole('heading', { name: 'Welcome back, Olivia!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByText("Here's what's happening at your salon today.").waitFor();
    expect(await navEntries()).toEqual(ALL_ENTRIES);
    expect(session.consoleErrors).toEqual([]);
  });

  it('shows a stylist only what a stylist may open', async () => {
    const { page } = session;
    await page.goto('/login');
    await signIn(page, 'stylist');
    await page.getByRole('heading', { name: 'Welcome back, Sofia!' }).waitFor();
    expect(await navEntries()).toEqual(['Dashboard', 'Appointments', 'Clients', 'Employees', 'Services', 'Waitlist']);
    await page.goto('/settings');
    await page.getByText('Unauthorized Access').waitFor();
  });

  it('sends an unauthenticated visit to sign-in and back to the page asked for', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.waitForURL('**/auth/login');
    await signIn(page, 'owner');
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
  });

  it('remembers an unauthenticated visit to /clients and goes back there after sign-in', async () => {
    const { page } = session;
    await page.goto('/clients?status=active');
    await page.waitForURL('**/auth/login');
    const remembered = await page.evaluate(() => (window.history.state as { usr?: { from?: { pathname: string; search: string } } }).usr?.from);
    expect(remembered).toMatchObject({ pathname: '/clients', search: '?status=active' });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    expect(visited).toContain('/clients?status=active');
    expect(new URL(page.url()).pathname).toBe('/clients');
  });

  it('says what is wrong with a field when it is left', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByLabel('Username or email').focus();
    await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
    await page.getByText('Username is required').waitFor();
    await page.getByLabel('Username or email').fill('ab');
    await page.getByRole('textbox', { name: 'Password', exact: true }).focus();
    await page.getByText('Username must be at least 3 characters').waitFor();
  });

  it('shows "Login Failed" with the server\'s reason for a wrong password', async () => {
    const { page } = session;
    await page.goto('/login');
    await signIn(page, 'manager', 'not-the-password');
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid username or password').waitFor();
  });
});

describe('signing out', () => {
  it('says "Logged out successfully" and goes to /login', async () => {
    const { page } = session;
    await page.goto('/login');
    await signIn(page, 'manager');
    await page.getByRole('heading', { name: 'Welcome back, Marcus!' }).waitFor();
    await page.getByRole('button', { name: /Marcus/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.waitForURL('**/login');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
  });
});

describe('registering', () => {
  it('makes the first account of a new salon its owner', async () => {
    await session.close();
    session = await openBrowser({ baseUrl: inject('emptyBaseUrl') });
    const { page } = session;
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Kowalski');
    await page.getByLabel('Email').fill('nadia@kowalski-hair.example');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Opening!Day2026');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Opening!Day2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /create account/i }).click();
    await page.getByText('Registration Successful').waitFor();
    await page.waitForURL('**/login');
    await signIn(page, 'nadia@kowalski-hair.example', 'Opening!Day2026');
    await page.getByRole('heading', { name: 'Welcome back, Nadia!' }).waitFor();
    expect(await navEntries()).toEqual(ALL_ENTRIES);
  });
});
