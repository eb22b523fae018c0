import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api';
import { openBrowser, signIn, type BrowserSession } from './support/browser';

type Balance = { appointment_id: number; client_id: number; owed_amount: number };

const sessions: BrowserSession[] = [];
async function newSession() {
  const session = await openBrowser();
  sessions.push(session);
  return session;
}
beforeEach(() => {
  sessions.length = 0;
});
afterEach(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** "$1,234.50", as the screens write money, from whole cents. */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The refund the manager gives, in cents. */
const REFUND_CENTS = 1000;

let visit: Balance & { owedCents: number; clientName: string };

beforeAll(async () => {
  // The demo pays every completed visit in full; those whose payment was refunded in full owe their price again.
  const { items } = await apiAs<{ items: Array<{ appointment_id: number | null }> }>('owner', '/payments?payment_status=refunded&transaction_type=payment&limit=50');
  for (const { appointment_id } of items) {
    if (appointment_id === null) continue;
    const appointment = await apiAs<{ status: { name: string }; client: { first_name: string; last_name: string } }>('owner', `/appointments/${appointment_id}`);
    const balance = await apiAs<Balance>('owner', `/payments/appointments/${appointment_id}/balance`);
    const owedCents = Math.round(balance.owed_amount * 100);
    if (appointment.status.name === 'completed' && owedCents > REFUND_CENTS) {
      visit = { ...balance, owedCents, clientName: `${appointment.client.first_name} ${appointment.client.last_name}` };
      return;
    }
  }
  throw new Error('The demo salon has no completed appointment with money still owed');
});

describe('payments', () => {
  it('reception takes a cash payment for a completed visit with change due, sees it on the client page; a manager refunds part of it', async () => {
    const { page, consoleErrors } = await newSession();
    await page.goto(`/appointments/${visit.appointment_id}`);
    await signIn(page, 'reception');
    const paymentCard = page.getByRole('region', { name: 'Payment', exact: true });
    await paymentCard.getByText('Still owed', { exact: true }).waitFor();
    expect(await paymentCard.getByText('Paid in full').count()).toBe(0);

    // The form opens with the amount still owed; cash shows the change to give back.
    await page.getByRole('link', { name: 'Process Payment' }).click();
    await page.waitForURL((url) => url.pathname === `/payments/new/${visit.appointment_id}`);
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await page.getByRole('heading', { name: 'Process Payment', exact: true }).waitFor();
    await amount.waitFor();
    expect(await amount.inputValue()).toBe((visit.owedCents / 100).toFixed(2));
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    // The next $100 above what is owed.
    const tenderedCents = (Math.floor(visit.owedCents / 10_000) + 1) * 10_000;
    await page.getByRole('textbox', { name: 'Cash tendered' }).fill(String(tenderedCents / 100));
    await page.getByText(`Change due ${dollars(tenderedCents - visit.owedCents)}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Process Payment' }).click();
    await page.getByText('Payment processed successfully').waitFor();

    // Back on the appointment: paid in full, the cash payment listed.
    await page.waitForURL((url) => url.pathname === `/appointments/${visit.appointment_id}`);
    await paymentCard.getByText('Paid in full', { exact: true }).waitFor();
    // Each listed payment reads date, amount, method, status.
    const rows = paymentCard.getByRole('list', { name: 'Payments of this appointment' }).getByRole('listitem');
    await rows.first().waitFor();
    expect((await rows.allTextContents()).some((text) => text.endsWith(`${dollars(visit.owedCents)}CashCompleted`))).toBe(true);

    // The client's page lists it first, newest first.
    await page.goto(`/clients/${visit.client_id}`);
    const clientPayments = page.getByRole('table', { name: `Payments of ${visit.clientName}` });
    const newest = clientPayments.getByRole('row').nth(1);
    await newest.waitFor();
    expect(await newest.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Cash', 'Payment', dollars(visit.owedCents), 'Completed', '']);
    await newest.getByRole('link').click();
    await page.waitForURL((url) => /^\/payments\/\d+$/.test(url.pathname));
    const paymentPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: `Payment of ${dollars(visit.owedCents)} · ${visit.clientName}` }).waitFor();
    // The desk takes payments but does not refund them.
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);

    // A manager refunds part of it: the refund shows negative and in red, the payment partially refunded.
    const manager = await newSession();
    await manager.page.goto(paymentPath);
    await signIn(manager.page, 'manager');
    await manager.page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = manager.page.getByRole('dialog', { name: 'Refund payment' });
    const refundAmount = dialog.getByRole('textbox', { name: 'Refund amount' });
    expect(await refundAmount.inputValue()).toBe(dollars(visit.owedCents));
    await refundAmount.fill(String(REFUND_CENTS / 100));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fringe cut shorter than asked');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await manager.page.getByText(`${dollars(REFUND_CENTS)} was refunded.`).waitFor();

    const refund = manager.page.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: 'Fringe cut shorter than asked' });
    const refundedAmount = refund.locator('[data-refund]');
    await refundedAmount.waitFor();
    expect(await refundedAmount.textContent()).toBe(`-${dollars(REFUND_CENTS)}`);
    const [red, green, blue] = (await refundedAmount.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g)!.map(Number);
    expect(red > green && red > blue).toBe(true);
    await manager.page.getByText('Partially Refunded', { exact: true }).first().waitFor();
    await manager.page.getByText(dollars(visit.owedCents - REFUND_CENTS), { exact: true }).first().waitFor();
    expect(manager.consoleErrors).toEqual([]);
  });
});
