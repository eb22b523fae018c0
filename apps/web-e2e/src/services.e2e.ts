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

describe('services', () => {
  it('an owner narrows the menu with filters, adds a service with its rules and retires it', async () => {
    const { page } = session;
    await page.goto('/services');
    await signIn(page, 'owner');
    await page.getByRole('heading', { name: 'Services', exact: true }).waitFor();

    await choose(page, 'Consultation', 'Required');
    await page.waitForURL(/requires_consultation=true/);
    await choose(page, 'Service Type', 'Hair Coloring');
    await page.waitForURL(/service_type_id=2/);
    await page.getByText('Showing 2 of 2').waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'View Balayage' }).waitFor();
    await page.getByRole('link', { name: 'View Color Correction' }).waitFor();

    await page.getByRole('link', { name: 'Add New Service' }).click();
    await page.getByLabel('Service name').fill('Gloss Treatment');
    await choose(page, 'Service type', 'Hair Treatment');
    await page.getByLabel('Base price').fill('45');
    await page.getByLabel('Duration (minutes)').fill('30');
    await page.getByRole('switch', { name: 'Requires consultation' }).check();
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByText('Consultation duration is required when consultation is required').waitFor();
    await page.getByLabel('Consultation duration (minutes)').fill('10');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByRole('heading', { name: 'Gloss Treatment' }).waitFor();

    // The same name twice is refused at the field.
    await page.goto('/services/new');
    await page.getByLabel('Service name').fill('gloss treatment');
    await choose(page, 'Service type', 'Hair Treatment');
    await page.getByLabel('Base price').fill('45');
    await page.getByLabel('Duration (minutes)').fill('30');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByText('A service with this name already exists').waitFor();

    await page.goto('/services?search=gloss');
    await page.getByRole('link', { name: 'View Gloss Treatment' }).click();
    // Deactivate asks first and says what it affects: here, no upcoming appointment.
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Gloss Treatment?' });
    await confirm.getByText('No upcoming appointment includes Gloss Treatment.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await page.goto('/services?search=gloss');
    await page.getByText('No services found').waitFor();
    expect(session.consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});
