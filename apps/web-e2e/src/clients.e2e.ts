import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

let session: BrowserSession;
beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

describe('clients', () => {
  it('a receptionist finds, adds, notes, edits and deletes a client', async () => {
    const { page } = session;
    await page.goto('/clients');
    await signIn(page, 'reception');
    await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    // The demo salon's active clients, ten to a page.
    await page.getByText(/^Showing 10 of \d+ clients$/).waitFor();

    // Search is kept in the address bar, so a reload shows the same list.
    await page.getByPlaceholder('Search by name, email, or phone...').fill('smith');
    await page.waitForURL(/search=smith/);
    await page.reload();
    await page.getByRole('cell', { name: /Smith/ }).first().waitFor();
    const names = await page.getByRole('row').allTextContents();
    expect(names.slice(1).every((row) => row.includes('Smith'))).toBe(true);

    // The form says what is missing, then creates the client.
    await page.getByRole('link', { name: 'Add New Client' }).click();
    await page.getByRole('button', { name: 'Create Client' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByLabel('First name').fill('Juniper');
    await page.getByLabel('Last name').fill('Okonkwo-Reyes');
    await page.getByLabel('Email').fill('juniper.or@example.com');
    // An area code the demo clients do not use, so no possible duplicate is shown.
    await page.getByLabel('Phone').fill('(332) 555-0199');
    await page.getByRole('button', { name: 'Create Client' }).click();

    // Created, the new client's page opens with the next steps.
    await page.waitForURL((url) => /^\/clients\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Juniper Okonkwo-Reyes' }).waitFor();
    const nextSteps = page.getByRole('alert').filter({ hasText: 'Next steps' });
    await nextSteps.getByRole('link', { name: 'Book an appointment' }).waitFor();
    const clientPath = new URL(page.url()).pathname;

    // Adding her again warns, with a link to her.
    await page.goto('/clients/new');
    await page.getByLabel('First name').fill('juniper');
    await page.getByLabel('Last name').fill('okonkwo-reyes');
    await page.getByRole('status').filter({ hasText: 'This client may already exist' }).getByRole('link', { name: 'Juniper Okonkwo-Reyes' }).click();
    await page.waitForURL((url) => url.pathname === clientPath);
    await page.getByRole('heading', { name: 'Juniper Okonkwo-Reyes' }).waitFor();

    // A note survives a reload.
    await page.getByLabel('New note').fill('Prefers morning appointments with Sofia.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.getByText('Prefers morning appointments with Sofia.').waitFor();
    await page.reload();
    await page.getByText('Prefers morning appointments with Sofia.').waitFor();

    await page.getByRole('link', { name: 'Edit' }).first().click();
    await page.getByLabel('City').fill('Hoboken');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL((url) => url.pathname === '/clients');

    await page.getByPlaceholder('Search by name, email, or phone...').fill('Okonkwo');
    await page.getByRole('button', { name: 'Delete Juniper Okonkwo-Reyes' }).click();
    await page.getByText('Are you sure you want to delete Juniper Okonkwo-Reyes?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No clients found').waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it('a stylist reads clients but is offered no changes', async () => {
    const { page } = session;
    await page.goto('/clients');
    await signIn(page, 'stylist');
    await page.getByText(/^Showing 10 of \d+ clients$/).waitFor();
    expect(await page.getByRole('link', { name: 'Add New Client' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await page.goto('/clients/new');
    await page.waitForURL('**/unauthorized');
  });
});
