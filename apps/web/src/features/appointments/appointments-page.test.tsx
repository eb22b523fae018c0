import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../testing/stub-api';
import { setupUser } from '../../testing/user-actions';

function stubPageApi(user = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/appointments': () => dataResponse({ rows: [], count: 0 }),
    'GET /api/appointments/month': ({ url }) => dataResponse({ month: new URL(url, 'http://localhost').searchParams.get('month') ?? '', days: [] }),
    'GET /api/appointment-statuses': () => dataResponse([]),
    'GET /api/employees': () => dataResponse({ rows: [], count: 0 }),
    'GET /api/services': () => dataResponse({ services: [], pagination: { total: 0, page: 1, pageSize: 1000, totalPages: 0 } }),
    'GET /api/availability/day-schedule': () => dataResponse({ date: '2030-05-14', employees: [] }),
  });
}

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('appointments page', () => {
  // A pretend today, Tuesday 14 May 2030, so the day and month a view opens on are literals.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 14, 10, 0));
  });

  it('opens on the list and switches to Calendar and Day, keeping the view and the list filters in the address', async () => {
    const user = setupUser();
    stubPageApi();
    signIn(ownerUser);
    const { router } = renderApp('/appointments?status=confirmed');

    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Staff Schedule' })).toHaveAttribute('href', '/schedule');

    await user.click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByRole('table', { name: /^Appointments in / })).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ status: 'confirmed', view: 'calendar' });
    // Every view keeps the heading and the way to book.
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Appointment' })).toHaveAttribute('href', '/appointments/new');

    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday, May 14, 2030' })).toBeInTheDocument();
    expect(params(router.state.location.search)).toEqual({ status: 'confirmed', view: 'day' });

    await user.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(params(router.state.location.search)).toEqual({ status: 'confirmed' }));
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
  });

  it('opens the view and the month a link names', async () => {
    stubPageApi();
    signIn(ownerUser);
    renderApp('/appointments?view=calendar&month=2030-03');
    expect(await screen.findByRole('table', { name: 'Appointments in March 2030' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Calendar' })).toBeChecked();
  });

  it('falls back to the list for an unknown view, and to this month for a malformed one', async () => {
    stubPageApi();
    signIn(ownerUser);
    const { router } = renderApp('/appointments?view=week');
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();

    await router.navigate('/appointments?view=calendar&month=2030-13');
    expect(await screen.findByRole('table', { name: 'Appointments in May 2030' })).toBeInTheDocument();
  });

  it('offers no booking button in the calendar to someone who may not book', async () => {
    stubPageApi(stylistUser);
    signIn(stylistUser);
    renderApp('/appointments?view=calendar');

    expect(await screen.findByRole('table', { name: /^Appointments in / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff Schedule' })).toBeInTheDocument();
  });
  it.each(['/appointments', '/appointments?view=day'])('puts the view switch beside the title, not above it (%s)', async (path) => {
    stubPageApi();
    signIn(ownerUser);
    renderApp(path);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Appointments' });
    // The title and the switch share one row.
    expect(heading.parentElement).toContainElement(screen.getByRole('radio', { name: 'List' }));
    expect(heading.parentElement).toContainElement(screen.getByRole('radio', { name: 'To Do' }));
  });
});
