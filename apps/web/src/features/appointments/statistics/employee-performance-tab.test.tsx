import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildStatistics, emptyStatistics, silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { setupUser } from '../../../testing/user-actions';

const STATISTICS = 'GET /api/employees/3/statistics';

type Handlers = Parameters<typeof stubApi>[0];

function stubTabApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/employees/3': () => dataResponse(buildEmployee()),
    [STATISTICS]: () => dataResponse(buildStatistics()),
    ...handlers,
  });
}

async function openTab(path = '/employees/3?tab=performance') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Rosa Diaz' });
  return rendered;
}

const queryOf = (call: { url: string }) => Object.fromEntries(new URL(call.url, 'http://salon.test').searchParams);

/** A stat card's figure and its note. */
const card = (label: string) => screen.getByRole('group', { name: label });

describe('employee performance tab', () => {
  beforeEach(() => {
    silenceChartSizeWarnings();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the last 30 days' figures by default", async () => {
    const fetchMock = stubTabApi();
    await openTab();

    await screen.findByRole('group', { name: 'Appointments' });
    expect(queryOf(callsTo(fetchMock, STATISTICS)[0])).toEqual({ date_from: '2026-10-26', date_to: '2026-11-24' });
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getByText('Oct 26, 2026 – Nov 24, 2026')).toBeInTheDocument();

    expect(card('Appointments')).toHaveTextContent('40');
    expect(card('Completed')).toHaveTextContent('34');
    expect(card('Completion rate')).toHaveTextContent('85%34 of 40');
    expect(card('Revenue')).toHaveTextContent('$2,890.50');
    expect(card('Average rating')).toHaveTextContent('4.6/5From 11 ratings');
    expect(card('No-show rate')).toHaveTextContent('5.3%2 no-shows');
    expect(card('Cancellation rate')).toHaveTextContent('10%4 cancelled');
    expect(card('Unique clients')).toHaveTextContent('27');
  });

  it('shows the months and the top services', async () => {
    stubTabApi();
    await openTab();

    const months = await screen.findByRole('table', { name: 'Appointments and revenue by month' });
    expect(within(months).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Month', 'Appointments', 'Completed', 'Revenue'],
      ['Oct 2026', '8', '7', '$520.00'],
      ['Nov 2026', '32', '27', '$2,370.50'],
    ]);
    const top = screen.getByRole('table', { name: 'Top services' });
    expect(within(top).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ["Women's Haircut", '18', '$1,170.00'],
      ['Gel Manicure', '12', '$540.00'],
    ]);
    expect(within(top).getByRole('link', { name: 'Gel Manicure' })).toHaveAttribute('href', '/services/9');
  });

  it('asks again for the chosen period and keeps it in the address', async () => {
    const user = setupUser();
    const fetchMock = stubTabApi();
    const { router } = await openTab();
    await screen.findByRole('group', { name: 'Appointments' });

    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));

    await waitFor(() => expect(callsTo(fetchMock, STATISTICS).map(queryOf).at(-1)).toEqual({ date_from: '2026-08-27', date_to: '2026-11-24' }));
    expect(router.state.location.search).toBe('?tab=performance&range=90');

    await user.click(screen.getByRole('radio', { name: 'Last 365 days' }));
    await waitFor(() => expect(callsTo(fetchMock, STATISTICS).map(queryOf).at(-1)).toEqual({ date_from: '2025-11-25', date_to: '2026-11-24' }));

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=performance'));
  });

  it('opens the period named in the address', async () => {
    const fetchMock = stubTabApi();
    await openTab('/employees/3?tab=performance&range=365');

    await screen.findByRole('group', { name: 'Appointments' });
    expect(screen.getByRole('radio', { name: 'Last 365 days' })).toBeChecked();
    expect(queryOf(callsTo(fetchMock, STATISTICS)[0])).toEqual({ date_from: '2025-11-25', date_to: '2026-11-24' });
  });

  it('shows a dash, not a number, when nobody has rated the employee', async () => {
    stubTabApi({ [STATISTICS]: () => dataResponse(buildStatistics({ average_rating: null, rating_count: 0 })) });
    await openTab();

    expect(await screen.findByRole('group', { name: 'Average rating' })).toHaveTextContent('—No ratings yet');
  });

  it('says plainly when the period has no appointments', async () => {
    stubTabApi({ [STATISTICS]: () => dataResponse(emptyStatistics()) });
    await openTab();

    expect(await screen.findByText('No appointments in this period')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top services' })).not.toBeInTheDocument();
  });

  it('says why the figures could not be loaded', async () => {
    stubTabApi({ [STATISTICS]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await openTab();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading statistics');
    expect(alert).toHaveTextContent('An unexpected error occurred');
  });
});
