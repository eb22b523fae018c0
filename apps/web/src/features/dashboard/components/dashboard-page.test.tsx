import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn, staffUser, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildMetrics, dashboardHandlers } from '../../../testing/fixtures/dashboard';
import { setupUser } from '../../../testing/user-actions';

function stubDashboardApi(user: SessionUser, handlers: ApiHandlers = {}) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...dashboardHandlers(), ...handlers });
}

async function openDashboardAs(user: SessionUser) {
  signIn(user);
  const rendered = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` });
  return rendered;
}

const card = (label: string) => screen.getByRole('group', { name: label });
const region = (name: string) => screen.getByRole('region', { name });
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('dashboard', () => {
  beforeEach(() => silenceChartSizeWarnings());

  it('greets the user and shows the four figures with their growth against last month', async () => {
    stubDashboardApi(ownerUser);
    await openDashboardAs(ownerUser);

    expect(screen.getByText("Here's what's happening at your salon today.")).toBeInTheDocument();
    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(card('Total Revenue')).toHaveTextContent('$12,480.50Up+12.5%vs last month');
    expect(within(card('Total Revenue')).getByTestId('growth-up')).toBeInTheDocument();
    expect(card('Total Appointments')).toHaveTextContent('164Down-3.2%vs last month');
    expect(within(card('Total Appointments')).getByTestId('growth-down')).toBeInTheDocument();
    expect(card('Active Clients')).toHaveTextContent('980%vs last month');
    expect(within(card('Active Clients')).queryByTestId(/growth-/)).not.toBeInTheDocument();
    // Nothing to compare against: no arrow and no invented percentage.
    expect(card('Average Rating')).toHaveTextContent(/^Average Rating4\.7\/5$/);
  });

  it('shows a dash for the rating when nobody has rated a visit', async () => {
    stubDashboardApi(ownerUser, { 'GET /api/dashboard/metrics': () => dataResponse(buildMetrics({ averageRating: null, ratingGrowth: null })) });
    await openDashboardAs(ownerUser);

    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(card('Average Rating')).toHaveTextContent(/^Average Rating—$/);
  });

  it('lists recent activity, top services and appointments by hour', async () => {
    const calls = stubDashboardApi(ownerUser);
    await openDashboardAs(ownerUser);

    const activity = await within(region('Recent Activity')).findByRole('list', { name: 'Recent activity' });
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining("AppointmentAna Silva booked Women's Haircut with Rosa Diaz"),
      expect.stringContaining('SystemArgan Oil Shampoo is low on stock (3 left)High'),
      expect.stringContaining('ClientNew client: Ben Okafor'),
    ]);
    expect(new URL(callsTo(calls, 'GET /api/dashboard/notifications')[0].url, 'http://salon.test').searchParams.get('limit')).toBe('10');
    expect(new URL(callsTo(calls, 'GET /api/dashboard/popular-services')[0].url, 'http://salon.test').searchParams.get('limit')).toBe('5');

    const top = within(region('Top Services')).getByRole('list', { name: 'Top services' });
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Women's Haircut18 bookings",
      'Gel Manicure12 bookings',
      'Beard Trim1 booking',
    ]);
    expect(within(top).getByRole('link', { name: 'Gel Manicure' })).toHaveAttribute('href', '/services/9');

    const hours = within(region('Appointments by Hour')).getAllByRole('progressbar');
    expect(hours.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([
      ['9 AM: 2 bookings', '40'],
      ['10 AM: 5 bookings', '100'],
      ['11 AM: 0 bookings', '0'],
      // More than 5 still fills the bar, no further.
      ['12 PM: 7 bookings', '100'],
      ['1 PM: 1 booking', '20'],
    ]);
  });

  it('draws the revenue and booking charts with their figures for screen readers', async () => {
    stubDashboardApi(ownerUser);
    await openDashboardAs(ownerUser);

    await within(region('Revenue, last 30 days')).findByRole('table', { name: 'Revenue per day', hidden: true });
    expect(tableRows('Revenue per day')).toEqual([
      ['Day', 'Revenue'],
      ['Nov 22', '$420.00'],
      ['Nov 23', '$0.00'],
      ['Nov 24', '$318.75'],
    ]);
    expect(tableRows('Bookings per day')).toEqual([
      ['Day', 'Bookings'],
      ['Nov 22', '9'],
      ['Nov 23', '0'],
      ['Nov 24', '6'],
    ]);
  });

  it('says so when a chart, the lists or the hours have nothing to show', async () => {
    stubDashboardApi(ownerUser, {
      'GET /api/dashboard/notifications': () => dataResponse([]),
      'GET /api/dashboard/popular-services': () => dataResponse([]),
      'GET /api/dashboard/bookings-by-hour': () => dataResponse([]),
      'GET /api/dashboard/revenue': () => dataResponse([]),
      'GET /api/dashboard/booking-trends': () => dataResponse([]),
    });
    await openDashboardAs(ownerUser);

    expect(await within(region('Revenue, last 30 days')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Booking trends, last 30 days')).getByText('No data available')).toBeInTheDocument();
    expect(within(region('Recent Activity')).getByText('No recent activity')).toBeInTheDocument();
    expect(within(region('Top Services')).getByText('No bookings in the last 30 days')).toBeInTheDocument();
    expect(within(region('Appointments by Hour')).getByText('The salon is closed today')).toBeInTheDocument();
  });

  it('says "No data available" for a chart whose 30 filled days are all zero, as the API sends for a quiet salon', async () => {
    const november = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    stubDashboardApi(ownerUser, {
      'GET /api/dashboard/revenue': () => dataResponse(november.map((date) => ({ date, revenue: 0 }))),
      'GET /api/dashboard/booking-trends': () => dataResponse(november.map((date) => ({ date, bookings: 0 }))),
    });
    await openDashboardAs(ownerUser);

    expect(await within(region('Revenue, last 30 days')).findByText('No data available')).toBeInTheDocument();
    expect(within(region('Booking trends, last 30 days')).getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Revenue per day', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bookings per day', hidden: true })).not.toBeInTheDocument();
  });

  it('draws a revenue series whose only money is a refund, since a loss is still data', async () => {
    stubDashboardApi(ownerUser, {
      'GET /api/dashboard/revenue': () => dataResponse([{ date: '2026-11-23', revenue: 0 }, { date: '2026-11-24', revenue: -20.5 }]),
    });
    await openDashboardAs(ownerUser);

    await within(region('Revenue, last 30 days')).findByRole('table', { name: 'Revenue per day', hidden: true });
    expect(tableRows('Revenue per day')).toEqual([
      ['Day', 'Revenue'],
      ['Nov 23', '$0.00'],
      ['Nov 24', '-$20.50'],
    ]);
  });

  it('shows placeholders while the figures load', async () => {
    stubDashboardApi(ownerUser, { 'GET /api/dashboard/revenue': () => new Promise<Response>(() => undefined) });
    await openDashboardAs(ownerUser);

    expect(await within(region('Revenue, last 30 days')).findByRole('status', { name: 'Loading Revenue, last 30 days' })).toBeInTheDocument();
  });

  it('says the figures failed to load and asks again on Retry', async () => {
    const user = setupUser();
    let failing = true;
    const calls = stubDashboardApi(ownerUser, {
      'GET /api/dashboard/metrics': () => (failing ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse(buildMetrics())),
    });
    await openDashboardAs(ownerUser);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    expect(callsTo(calls, 'GET /api/dashboard/metrics')).toHaveLength(1);

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/dashboard/metrics')).toHaveLength(2);
    // Only what failed is asked for again.
    expect(callsTo(calls, 'GET /api/dashboard/revenue')).toHaveLength(1);
  });

  it('tells an account without roles politely and asks the API for nothing', async () => {
    const calls = stubApi({ 'GET /api/auth/me': () => dataResponse(staffUser) });
    await openDashboardAs(staffUser);

    expect(screen.getByText("Your account has no access to the salon's figures yet")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Current Waitlist' })).not.toBeInTheDocument();
    expect(calls.mock.calls.map(([url]) => url).filter((url) => !url.startsWith('/api/auth/'))).toEqual([]);
  });

  it('links top services only for those who may open them', async () => {
    const viewer = buildUser({ roles: [{ name: 'viewer', permissions: [{ name: 'dashboard:read' }] }], permissions: ['dashboard:read'] });
    stubDashboardApi(viewer);
    await openDashboardAs(viewer);

    const top = await within(region('Top Services')).findByRole('list', { name: 'Top services' });
    expect(within(top).queryByRole('link')).not.toBeInTheDocument();
    expect(within(top).getByText('Gel Manicure')).toBeInTheDocument();
  });

  it('gives a stylist the figures and the waitlist widget', async () => {
    stubDashboardApi(stylistUser);
    await openDashboardAs(stylistUser);

    await within(card('Total Revenue')).findByText('$12,480.50');
    expect(await screen.findByText('No customers currently waiting')).toBeInTheDocument();
  });

  it('asks for the metrics again when the window gets the focus back, however fresh they are', async () => {
    const calls = stubDashboardApi(ownerUser);
    await openDashboardAs(ownerUser);
    await within(card('Total Revenue')).findByText('$12,480.50');

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });

    await waitFor(() => expect(callsTo(calls, 'GET /api/dashboard/metrics').length).toBe(2));
    // The other parts wait for their own freshness to run out.
    expect(callsTo(calls, 'GET /api/dashboard/notifications').length).toBe(1);
  });
});

describe('dashboard refresh', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  const countOf = (calls: ReturnType<typeof stubApi>, key: Parameters<typeof callsTo>[1]) => callsTo(calls, key).length;

  it('asks for the metrics every 30 s, the activity every 2 min, the hours every 5 min and the top services every 10 min', async () => {
    const calls = stubDashboardApi(ownerUser);
    await openDashboardAs(ownerUser);
    await within(card('Total Revenue')).findByText('$12,480.50');
    await waitFor(() => expect(countOf(calls, 'GET /api/dashboard/popular-services')).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(countOf(calls, 'GET /api/dashboard/metrics')).toBe(2));
    expect(countOf(calls, 'GET /api/dashboard/notifications')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    await waitFor(() => expect(countOf(calls, 'GET /api/dashboard/notifications')).toBe(2));
    expect(countOf(calls, 'GET /api/dashboard/metrics')).toBe(5);
    expect(countOf(calls, 'GET /api/dashboard/bookings-by-hour')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(180_000));
    await waitFor(() => expect(countOf(calls, 'GET /api/dashboard/bookings-by-hour')).toBe(2));
    expect(countOf(calls, 'GET /api/dashboard/popular-services')).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(countOf(calls, 'GET /api/dashboard/popular-services')).toBe(2));
  });
});
