import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildStatistics, emptyStatistics, SEEDED_STATUSES, silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildService } from '../../../testing/fixtures/services';
import { setupUser } from '../../../testing/user-actions';

const STATISTICS = 'GET /api/appointments/statistics';
const BY_SERVICE = 'GET /api/appointments/by-service/5';

type Handlers = Parameters<typeof stubApi>[0];

function stubTabApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/services/5': () => dataResponse(buildService()),
    'GET /api/appointment-statuses': () => dataResponse(SEEDED_STATUSES),
    [STATISTICS]: () => dataResponse(buildStatistics({ average_rating: null, rating_count: 0 })),
    [BY_SERVICE]: () => dataResponse({ rows: [buildAppointment({ service_id: 5, service: { service_id: 5, name: 'Balayage', duration_minutes: 150, base_price: 185 }, total_price: 185 })], count: 1 }),
    ...handlers,
  });
}

async function openTab(path = '/services/5?tab=statistics') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Balayage' });
  return rendered;
}

const queryOf = (call: { url: string }) => Object.fromEntries(new URL(call.url, 'http://salon.test').searchParams);
const card = (label: string) => screen.getByRole('group', { name: label });

describe('service statistics tab', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the service's bookings, revenue, average price and cancellation rate over the last 30 days", async () => {
    const fetchMock = stubTabApi();
    await openTab();

    await screen.findByRole('group', { name: 'Appointments' });
    expect(queryOf(callsTo(fetchMock, STATISTICS)[0])).toEqual({ service_id: '5', date_from: '2026-10-26', date_to: '2026-11-24' });
    expect(card('Appointments')).toHaveTextContent('40');
    expect(card('Revenue')).toHaveTextContent('$2,890.50');
    expect(card('Average price')).toHaveTextContent('$72.25');
    expect(card('Cancellation rate')).toHaveTextContent('10%');
    expect(card('Average rating')).toHaveTextContent('—No ratings yet');
  });

  it('names the employees who performed it most', async () => {
    stubTabApi();
    await openTab();

    const top = await screen.findByRole('table', { name: 'Top employees' });
    expect(within(top).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Rosa Diaz', '22', '$1,650.00'],
      ['Sam Stone', '18', '$1,240.50'],
    ]);
    expect(within(top).getByRole('link', { name: 'Rosa Diaz' })).toHaveAttribute('href', '/employees/3');
    expect(screen.queryByRole('table', { name: 'Top services' })).not.toBeInTheDocument();
  });

  it('asks again when the period changes', async () => {
    const user = setupUser();
    const fetchMock = stubTabApi();
    const { router } = await openTab();
    await screen.findByRole('group', { name: 'Appointments' });

    await user.click(screen.getByRole('radio', { name: 'Last 365 days' }));

    await waitFor(() => expect(callsTo(fetchMock, STATISTICS).map(queryOf).at(-1)).toEqual({ service_id: '5', date_from: '2025-11-25', date_to: '2026-11-24' }));
    expect(router.state.location.search).toBe('?tab=statistics&range=365');
  });

  it('lists the recent appointments of the service, each opening its appointment', async () => {
    const fetchMock = stubTabApi();
    await openTab();

    const table = await screen.findByRole('table', { name: 'Appointments for Balayage' });
    expect(queryOf(callsTo(fetchMock, BY_SERVICE)[0])).toEqual({ limit: '10', offset: '0', sortOrder: 'DESC' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date & Time', 'Client', 'Employee', 'Price', 'Status']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Maya Lopez');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Rosa Diaz');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$185.00');
    expect(within(table).getByRole('link', { name: 'Nov 24, 2026' })).toHaveAttribute('href', '/appointments/42');
  });

  it('says so when the period has no appointments, and when the service was never booked', async () => {
    stubTabApi({ [STATISTICS]: () => dataResponse(emptyStatistics()), [BY_SERVICE]: () => dataResponse({ rows: [], count: 0 }) });
    await openTab();

    expect(await screen.findByText('No appointments in this period')).toBeInTheDocument();
    expect(await screen.findByText('Balayage has not been booked yet.')).toBeInTheDocument();
  });
});
