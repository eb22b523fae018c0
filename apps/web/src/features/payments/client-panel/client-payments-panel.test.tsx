import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';
import { renderApp } from '../../../testing/render-app';
import { buildUser, receptionistUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { SEEDED_STATUSES } from '../../../testing/fixtures/appointment-statistics';
import { buildClient } from '../../../testing/fixtures/clients';
import { buildBalancePayment, buildBalanceRefund, buildClientPaymentSummary } from '../../../testing/fixtures/payments-balance';
import { setupUser } from '../../../testing/user-actions';

const SUMMARY = 'GET /api/payments/clients/1/summary';
const LIST = 'GET /api/payments';
const ann = buildClient();
const annPaid = { client_id: 1, client: { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', phone: null } };
const payment = buildBalancePayment(annPaid);
const refund = buildBalanceRefund(annPaid);

type Handlers = Parameters<typeof stubApi>[0];

function stubClientApi(user: SessionUser, handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/clients/1': () => dataResponse(ann),
    'GET /api/clients/1/notes': () => dataResponse([]),
    'GET /api/appointment-statuses': () => dataResponse(SEEDED_STATUSES),
    'GET /api/appointments/by-client/1': () => dataResponse({ rows: [], count: 0 }),
    [SUMMARY]: () => dataResponse(buildClientPaymentSummary()),
    [LIST]: () => dataResponse({ items: [payment, refund], total_count: 2 }),
    ...handlers,
  });
}

async function openClient(user: SessionUser, path = '/clients/1') {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
  return rendered;
}

const paymentsSection = () => screen.getByRole('region', { name: 'Payments' });

/** The totals, label to value. */
function totals() {
  const group = within(paymentsSection()).getByRole('group', { name: 'Payment totals' });
  return Array.from(group.children).map((figure) => figure.textContent);
}

function rows() {
  const table = within(paymentsSection()).getByRole('table', { name: 'Payments of Ann Lee' });
  return within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))
    .filter((cells) => cells.length > 0);
}

describe("the client's payments", () => {
  it('shows the totals and the payments newest first, refunds negative in red, each opening its payment', async () => {
    const calls = stubClientApi(receptionistUser);
    await openClient(receptionistUser);

    expect(await within(paymentsSection()).findByText('$180.50')).toBeInTheDocument();
    expect(totals()).toEqual([
      'Total paid$180.50',
      'Refunded$10.00',
      'Average payment$60.17',
      `Last payment${formatTimestampDate('2026-11-24T16:05:00.000Z')}`,
      'Outstanding balance$25.00',
    ]);
    expect(await within(paymentsSection()).findByRole('table', { name: 'Payments of Ann Lee' })).toBeInTheDocument();
    expect(rows()).toEqual([
      [formatDateTime('2026-11-24T16:05:00.000Z'), 'Cash', 'Payment', '$50.00', 'Partially Refunded', ''],
      [formatDateTime('2026-11-24T16:30:00.000Z'), 'Cash', 'Refund', '-$10.00', 'Completed', ''],
    ]);
    expect(within(paymentsSection()).getByText('-$10.00')).toHaveAttribute('data-refund', 'true');
    expect(callsTo(calls, LIST)[0].url).toBe('/api/payments?client_id=1&limit=10&offset=0');

    expect(within(paymentsSection()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/payments/7', '/payments/8']);
  });

  it('pages through the payments ten at a time, keeping the page in the address', async () => {
    const user = setupUser();
    const calls = stubClientApi(receptionistUser, {
      [LIST]: ({ url }) => {
        const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
        return dataResponse({ items: [buildBalancePayment({ ...annPaid, payment_id: 100 + offset, amount: 12 + offset })], total_count: 23 });
      },
    });
    const { router } = await openClient(receptionistUser);

    expect(await within(paymentsSection()).findByText('Showing 1 of 23 payments · Page 1 of 3')).toBeInTheDocument();
    await user.click(within(paymentsSection()).getByRole('button', { name: 'Page 3' }));

    expect(await within(paymentsSection()).findByText('$32.00')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payments_page=3');
    expect(callsTo(calls, LIST).map((call) => call.url)).toEqual(['/api/payments?client_id=1&limit=10&offset=0', '/api/payments?client_id=1&limit=10&offset=20']);
  });

  it('says when the client has no payments yet, with nothing outstanding', async () => {
    stubClientApi(receptionistUser, {
      [SUMMARY]: () => dataResponse(buildClientPaymentSummary({ total_payments: 0, total_amount: 0, total_refunded: 0, average_payment: 0, last_payment_date: null, outstanding_balance: 0 })),
      [LIST]: () => dataResponse({ items: [], total_count: 0 }),
    });
    await openClient(receptionistUser);

    expect(await within(paymentsSection()).findByText('Ann has no payments yet.')).toBeInTheDocument();
    expect(await within(paymentsSection()).findByText('None yet')).toBeInTheDocument();
  });

  it('shows a failed load of the totals with a retry', async () => {
    const user = setupUser();
    let answers = 0;
    stubClientApi(receptionistUser, {
      [SUMMARY]: () => (++answers === 1 ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong') : dataResponse(buildClientPaymentSummary())),
    });
    await openClient(receptionistUser);

    const alert = await within(paymentsSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading payment totals');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(paymentsSection()).findByText('$180.50')).toBeInTheDocument();
  });

  it('is left out for users who may not read payments, and nothing is asked', async () => {
    const calls = stubClientApi(stylistUser);
    await openClient(stylistUser);
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(callsTo(calls, SUMMARY)).toHaveLength(0);
    expect(callsTo(calls, LIST)).toHaveLength(0);
  });

  it('is shown to a user who reads clients and payments only', async () => {
    const reader = buildUser({ permissions: ['clients:read', 'payments:read'] });
    stubClientApi(reader);
    await openClient(reader);
    expect(await within(paymentsSection()).findByText('$180.50')).toBeInTheDocument();
  });
});
