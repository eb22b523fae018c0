import { screen, waitFor, within } from '@testing-library/react';
import type { Receipt } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildPaymentDetail, buildReceipt } from '../../../testing/fixtures/payments';
import { inSalonZone, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { setupUser } from '../../../testing/user-actions';
import { downloadReceiptPdf } from './receipt-pdf';
import { PRINTING_RECEIPT_CLASS } from './print-receipt';

vi.mock('./receipt-pdf', () => ({ downloadReceiptPdf: vi.fn() }));

const SEND = 'POST /api/payments/123/receipt/send';
const owner = inSalonZone(ownerUser, 'America/New_York');

function stubReceiptApi(receipt: Receipt, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(owner),
    'GET /api/payments/123': () => dataResponse(buildPaymentDetail()),
    'GET /api/payments/123/receipt': () => dataResponse(receipt),
    ...handlers,
  });
}

async function openReceipt() {
  signIn(owner);
  renderApp('/payments/123');
  const section = await screen.findByRole('region', { name: 'Receipt' });
  await within(section).findByText('Receipt R-000123');
  return section;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => row.textContent);

describe('payment receipt', () => {
  it("shows the salon from its settings, the client, each service with its price and the totals", async () => {
    stubReceiptApi(buildReceipt({ notes: 'Thanks!', refunded: 20 }));
    const section = await openReceipt();
    expect(section).toHaveTextContent('Bella Salon12 Main StreetSpringfield, IL 62701(555) 010-1000hello@bella.test');
    expect(rowsOf(within(section).getByRole('table', { name: 'Receipt details' }))).toEqual([
      'DateNov 24, 2026, 10:30 AM',
      'ClientAnn Lee',
      'Emailann.lee@example.com',
      'Phone+1 555 010 2000',
      'Payment methodCash',
      'StatusCompleted',
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Receipt services' }))).toEqual(['ServicePrice', "Women's Haircut$55.00", 'Deep Conditioning$10.00']);
    expect(rowsOf(within(section).getByRole('table', { name: 'Receipt totals' }))).toEqual([
      'Subtotal$65.00',
      'Tax$0.00',
      'Discount$0.00',
      'Total$65.00',
      'Paid$65.00',
      'Refunded$20.00',
    ]);
    expect(section).toHaveTextContent('Notes: Thanks!');
    expect(section).toHaveTextContent('Generated Nov 24, 2026, 11:00 AM');
  });

  it('names a guest, and says a payment without an appointment had no services', async () => {
    stubReceiptApi(buildReceipt({ client: { name: 'Guest', email: null, phone: null }, services: [] }));
    const section = await openReceipt();
    expect(rowsOf(within(section).getByRole('table', { name: 'Receipt details' }))).toEqual([
      'DateNov 24, 2026, 10:30 AM',
      'ClientGuest',
      'Payment methodCash',
      'StatusCompleted',
    ]);
    expect(rowsOf(within(section).getByRole('table', { name: 'Receipt services' }))).toEqual(['ServicePrice', 'No appointment services']);
  });

  it('prints only the receipt', async () => {
    stubReceiptApi(buildReceipt());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      // What the print stylesheet sees while the dialog is up.
      expect(document.body).toHaveClass(PRINTING_RECEIPT_CLASS);
    });
    const section = await openReceipt();
    await setupUser().click(within(section).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body).not.toHaveClass(PRINTING_RECEIPT_CLASS);
  });

  it('downloads the receipt as a PDF built in the browser', async () => {
    const receipt = buildReceipt();
    stubReceiptApi(receipt);
    const section = await openReceipt();
    await setupUser().click(within(section).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadReceiptPdf).toHaveBeenCalledWith(receipt));
  });

  it('says so when the PDF could not be made (its font did not load)', async () => {
    vi.mocked(downloadReceiptPdf).mockRejectedValueOnce(new Error('The PDF font could not be loaded (503).'));
    stubReceiptApi(buildReceipt());
    const section = await openReceipt();
    await setupUser().click(within(section).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Could not build the PDF')).toBeInTheDocument();
  });

  it('sends the receipt to the client and says where it went', async () => {
    const calls = stubReceiptApi(buildReceipt(), { [SEND]: () => dataResponse({ channel: 'email', recipient: 'ann.lee@example.com' }) });
    const section = await openReceipt();
    await setupUser().click(within(section).getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText('Receipt sent to client')).toBeInTheDocument();
    expect(screen.getByText('Sent by e-mail to ann.lee@example.com.')).toBeInTheDocument();
    expect(callsTo(calls, SEND)).toHaveLength(1);
  });

  it("says why a receipt could not be sent", async () => {
    stubReceiptApi(buildReceipt(), { [SEND]: () => errorResponse(409, 'NO_CONTACT', 'This client has no e-mail address or phone number') });
    const section = await openReceipt();
    await setupUser().click(within(section).getByRole('button', { name: 'Send to client' }));
    expect(await screen.findByText('Receipt not sent')).toBeInTheDocument();
    expect(screen.getByText('This client has no e-mail address or phone number')).toBeInTheDocument();
  });
});
