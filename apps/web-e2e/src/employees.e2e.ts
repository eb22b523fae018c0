import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('employees', () => {
  it('a manager filters staff by position, hires someone, sets their week and deactivates them', async () => {
    const { page } = session;
    await page.goto('/employees');
    await signIn(page, 'manager');
    await page.getByRole('heading', { name: 'Employees', exact: true }).waitFor();
    await page.getByText('Showing 8 of 8').waitFor();

    // The Position filter filters on the server and survives a reload.
    await choose(page, 'Position', 'Colorist');
    await page.waitForURL(/position=colorist/);
    await page.getByText('Showing 1 of 1').waitFor();
    await page.reload();
    await page.getByRole('cell', { name: 'Aisha Thompson', exact: true }).waitFor();
    expect(await page.getByRole('row').count()).toBe(2);

    await page.getByRole('link', { name: 'Add New Employee' }).click();
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel('First name').fill('Noor');
    await page.getByLabel('Last name').fill('Haddad');
    await choose(page, 'Position', 'Barber');
    await page.getByLabel('Hire date').fill('2024-05-01');
    await page.getByLabel('Email').fill('noor@willowbirch.example');
    await page.getByLabel('Hourly rate').fill('250');
    await page.getByLabel('Hourly rate').blur();
    await page.getByText('Hourly rate must be between $0 and $200').waitFor();
    await page.getByLabel('Hourly rate').fill('26');
    await page.getByRole('button', { name: 'Create Employee' }).click();
    await page.getByRole('heading', { name: 'Noor Haddad' }).waitFor();

    // A working Monday, saved and still there after a reload.
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('switch', { name: 'Working on Monday' }).check();
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    await page.getByText('Schedule saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Schedule' }).click();
    expect(await page.getByRole('switch', { name: 'Working on Monday' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Working on Tuesday' }).isChecked()).toBe(false);

    // Deactivate asks first; with no upcoming appointments it is a simple confirm.
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Noor Haddad?' });
    await confirm.getByText('Noor Haddad has no upcoming appointments', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await page.goto('/employees?search=Haddad');
    await page.getByText('No employees found').waitFor();
    await choose(page, 'Status', 'Inactive');
    await page.getByRole('cell', { name: 'Noor Haddad', exact: true }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
