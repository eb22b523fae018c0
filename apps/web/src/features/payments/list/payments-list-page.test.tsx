import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildPayment, buildPaymentSummary, buildRefund } from '../../../testing/fixtures/payments';
import { buildUser, inSalonZone, ownerUser, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const LIST = 'GET /api/payments';
const SUMMARY = 'GET /api/payments/summary';

const paid = buildPayment({ transaction_reference: null });
const refund = buildRefund({ payment_id: 124, amount: 20, transaction_reference: 'RF-77', payment_method: 'credit_card' });
const guest = buildPayment({ payment_id: 125, client_id: null, client: null, appointment_id: null, appointment: null, amount: 12.5, payment_status: 'pending' });

/** The salon of these tests is in New York, whatever the machine's zone. */
const atSalon = (user: SessionUser) => inSalonZone(user, 'America/New_York');

function stubListApi(handlers: Parameters<typeof stubApi>[0] = {}, user: SessionUser = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(atSalon(user)),
    [LIST]: () => dataResponse({ items: [paid, refund, guest], total_count: 23 }),
    [SUMMARY]: () => dataResponse(buildPaymentSummary({ from: '2026-11-18', to: '2026-11-24' })),
    ...handlers,
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const listQueries = (calls: ReturnType<typeof stubApi>) => callsTo(calls, LIST).map((call) => queryOf(call.url));
const lastListQuery = (calls: ReturnType<typeof stubApi>) => listQueries(calls).at(-1);
const DEFAULT_QUERY = { limit: '10', offset: '0', sort_by: 'payment_date', sort_order: 'DESC' };

async function openList(path = '/payments', user: SessionUser = ownerUser) {
  signIn(atSalon(user));
  const rendered = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Payments' });
  return { ...rendered, table };
}


const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('payments list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 24 November 2026, 9:00 at the salon (New York).
    vi.setSystemTime(new Date('2026-11-24T14:00:00Z'));
  });

  it("shows the spec's columns, newest first: a refund negative in red, a guest without a client", async () => {
    const calls = stubListApi();
    const { table } = await openList();

    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date and time',
      'Client',
      'Amount',
      'Method',
      'Type',
      'Status',
      'Reference',
      'Actions',
    ]);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cellsOf(first)).toEqual(['Nov 24, 2026, 10:30 AM', 'Ann Leeann.lee@example.com', '$65.00', 'Cash', 'Payment', 'Completed', '—', 'View']);
    expect(cellsOf(second)).toEqual(['Nov 25, 2026, 9:00 AM', 'Ann Leeann.lee@example.com', '-$20.00', 'Credit Card', 'Refund', 'Completed', 'RF-77', 'View']);
    expect(cellsOf(third)).toEqual(['Nov 24, 2026, 10:30 AM', 'Guest', '$12.50', 'Cash', 'Payment', 'Pending', '—', 'View']);
    expect(within(second).getByText('-$20.00')).toHaveAttribute('data-refund', 'true');
    expect(within(second).getByText('-$20.00').getAttribute('style')).toContain('--mantine-color-red-text');
    expect(within(first).getByText('$65.00')).not.toHaveAttribute('data-refund');
    expect(within(first).getByRole('link', { name: 'Nov 24, 2026, 10:30 AM' })).toHaveAttribute('href', '/payments/123');
    expect(within(second).getByRole('link', { name: 'View Refund of -$20.00 · Ann Lee' })).toHaveAttribute('href', '/payments/124');
    expect(screen.getByText('Showing 3 of 23 payments')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(listQueries(calls)).toEqual([DEFAULT_QUERY]);
    // No range chosen: no totals asked for.
    expect(callsTo(calls, SUMMARY)).toEqual([]);
  });

  it('sorts by a header on the server and keeps the sort in the address', async () => {
    const calls = stubListApi();
    const { table, router } = await openList();
    const user = setupUser();

    expect(within(table).getByRole('columnheader', { name: 'Date and time' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, sort_by: 'amount', sort_order: 'ASC' }));
    expect(router.state.location.search).toBe('?sortBy=amount&sortOrder=ASC');
    await user.click(within(table).getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, sort_by: 'amount', sort_order: 'DESC' }));
    await user.click(within(table).getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, sort_by: 'client_name', sort_order: 'ASC' }));
  });

  it('filters by date range, status, method and type on the server, in the address, with the range totals', async () => {
    const calls = stubListApi();
    const { router } = await openList();

    await chooseOption('Date range', 'Last 7 days');
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, date_range: 'last7days' }));
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Totals for Nov 18, 2026 – Nov 24, 2026');
    expect(totals).toHaveTextContent('Taken (3 payments) $245.50');
    expect(totals).toHaveTextContent('Refunded (1 refund) -$20.00');
    expect(totals).toHaveTextContent('Net $225.50');
    expect(queryOf(callsTo(calls, SUMMARY)[0].url)).toEqual({ from: '2026-11-18', to: '2026-11-24' });

    await chooseOption('Status', 'Partially Refunded');
    await chooseOption('Method', 'Credit Card');
    await chooseOption('Type', 'Refund');
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, date_range: 'last7days', payment_status: 'partially_refunded', payment_method: 'credit_card', transaction_type: 'refund' }),
    );
    expect(router.state.location.search).toBe('?date_range=last7days&payment_status=partially_refunded&payment_method=credit_card&transaction_type=refund');

    await setupUser().click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('takes custom dates in place of a named range, and reads every filter from the address', async () => {
    const calls = stubListApi();
    await openList('/payments?date_from=2026-11-01&date_to=2026-11-15&payment_method=cash&page=2');
    expect(listQueries(calls)).toEqual([{ ...DEFAULT_QUERY, offset: '10', date_from: '2026-11-01', date_to: '2026-11-15', payment_method: 'cash' }]);
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('Custom dates');
    await waitFor(() => expect(queryOf(callsTo(calls, SUMMARY)[0].url)).toEqual({ from: '2026-11-01', to: '2026-11-15' }));

    await chooseOption('Date range', 'Yesterday');
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, date_range: 'yesterday', payment_method: 'cash' }));
    expect(screen.getByLabelText('From')).toHaveValue('');

    await replaceText(setupUser(), screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, date_from: '2026-11-20', payment_method: 'cash' }));
  });

  it('searches by client name, reference or amount once typing pauses', async () => {
    const calls = stubListApi();
    await openList();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Client name, reference or amount');
    await replaceText(setupUser(), screen.getByRole('textbox', { name: 'Search' }), '$45.50');
    await waitFor(() => expect(lastListQuery(calls)).toEqual({ ...DEFAULT_QUERY, search: '$45.50' }));
  });

  it('says so when no payment exists yet', async () => {
    stubListApi({ [LIST]: () => dataResponse({ items: [], total_count: 0 }) });
    signIn(ownerUser);
    renderApp('/payments');
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    expect(screen.getByText('Payments taken at the desk appear here.')).toBeInTheDocument();
  });

  it('says so when nothing matches the search', async () => {
    stubListApi({ [LIST]: () => dataResponse({ items: [], total_count: 0 }) });
    signIn(ownerUser);
    renderApp('/payments?search=zzz');
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('moves a page past the end to the last page', async () => {
    const calls = stubListApi({ [LIST]: ({ url }) => dataResponse({ items: queryOf(url).offset === '30' ? [] : [paid], total_count: 21 }) });
    const { router } = await openList('/payments?page=4');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(listQueries(calls).map((query) => query.offset)).toEqual(['30', '20']);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubListApi({ [LIST]: () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong') : dataResponse({ items: [paid], total_count: 1 })) });
    signIn(ownerUser);
    renderApp('/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading payments');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument();
  });

  it('offers Process Payment to those who take payments only', async () => {
    stubListApi({}, receptionistUser);
    await openList('/payments', receptionistUser);
    expect(screen.getByRole('link', { name: 'Process Payment' })).toHaveAttribute('href', '/payments/new');
  });

  it('hides Process Payment from a user who may only read payments', async () => {
    const reader = buildUser({ permissions: ['payments:read'] });
    stubListApi({}, reader);
    await openList('/payments', reader);
    expect(screen.queryByRole('link', { name: 'Process Payment' })).not.toBeInTheDocument();
  });
});
