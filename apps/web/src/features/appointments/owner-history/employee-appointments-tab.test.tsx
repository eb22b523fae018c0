import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { SEEDED_STATUSES } from '../../../testing/fixtures/appointment-statistics';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { chooseOption, setupUser } from '../../../testing/user-actions';

const BY_EMPLOYEE = 'GET /api/appointments/by-employee/3';

const newest = buildAppointment({
  appointment_id: 44,
  appointment_date: '2026-11-24',
  start_time: '14:00',
  end_time: '15:30',
  total_price: 120,
  status: { status_id: 4, name: 'completed', is_billable: true },
  client: { client_id: 8, first_name: 'Ann', last_name: 'Lee', email: null, phone: null },
  service: { service_id: 6, name: 'Gel Manicure', duration_minutes: 90, base_price: 120 },
});
const older = buildAppointment({ appointment_date: '2026-11-02', status: { status_id: 6, name: 'no_show', is_billable: true } });

type Handlers = Parameters<typeof stubApi>[0];

function stubTabApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/employees/3': () => dataResponse(buildEmployee()),
    'GET /api/appointment-statuses': () => dataResponse(SEEDED_STATUSES),
    [BY_EMPLOYEE]: () => dataResponse({ rows: [newest, older], count: 2 }),
    ...handlers,
  });
}

async function openTab(path = '/employees/3?tab=appointments') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Appointments of Rosa Diaz' });
  return { ...rendered, table };
}

const queryOf = (call: { url: string }) => Object.fromEntries(new URL(call.url, 'http://salon.test').searchParams);


describe('employee appointments tab', () => {
  it("lists the employee's appointments newest first, ten a page", async () => {
    const fetchMock = stubTabApi();
    const { table } = await openTab();

    expect(queryOf(callsTo(fetchMock, BY_EMPLOYEE)[0])).toEqual({ limit: '10', offset: '0', sortOrder: 'DESC' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date & Time', 'Client', 'Service', 'Price', 'Status']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 24, 20262:00 PM – 3:30 PM', 'Ann Lee', 'Gel Manicure', '$120.00', 'Completed']);
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 2, 202610:00 AM – 10:45 AM', 'Maya Lopez', "Women's Haircut", '$65.00', 'No-show']);
    expect(within(first).getByRole('link', { name: 'Nov 24, 2026' })).toHaveAttribute('href', '/appointments/44');
    expect(screen.getByText('Showing 2 of 2 appointments · Page 1 of 1')).toBeInTheDocument();
  });

  it('opens an appointment from its row', async () => {
    const user = setupUser();
    // The opened page asks for its appointment; this test needs no answer.
    stubTabApi({ 'GET /api/appointments/44': () => new Promise<Response>(() => undefined) });
    const { table, router } = await openTab();

    await user.click(within(table).getByRole('cell', { name: 'Gel Manicure' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/44'));
  });

  it('filters by status on the server and keeps the filter in the address', async () => {
    const fetchMock = stubTabApi();
    const { router } = await openTab();

    await chooseOption('Status', 'No-show');

    await waitFor(() => expect(callsTo(fetchMock, BY_EMPLOYEE).map(queryOf).at(-1)).toEqual({ limit: '10', offset: '0', sortOrder: 'DESC', status: 'no_show' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('no_show');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('appointments');
  });

  it('pages through a long history', async () => {
    const user = setupUser();
    const fetchMock = stubTabApi({
      [BY_EMPLOYEE]: ({ url }) => {
        const offset = Number(new URL(url, 'http://salon.test').searchParams.get('offset'));
        return dataResponse({ rows: [buildAppointment({ appointment_id: 100 + offset })], count: 25 });
      },
    });
    const { router } = await openTab();

    expect(screen.getByText('Showing 1 of 25 appointments · Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(callsTo(fetchMock, BY_EMPLOYEE).map(queryOf).at(-1)).toMatchObject({ offset: '20' }));
    expect(await screen.findByText('Showing 1 of 25 appointments · Page 3 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=appointments&page=3');
  });

  it('says when there are no appointments, and when none has the chosen status', async () => {
    stubTabApi({ [BY_EMPLOYEE]: () => dataResponse({ rows: [], count: 0 }) });
    signIn(ownerUser);
    renderApp('/employees/3?tab=appointments');
    expect(await screen.findByText('Rosa has no appointments yet.')).toBeInTheDocument();

    await chooseOption('Status', 'Cancelled');
    expect(await screen.findByText('No cancelled appointments.')).toBeInTheDocument();
  });

  it('says why the appointments could not be loaded', async () => {
    stubTabApi({ [BY_EMPLOYEE]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    signIn(ownerUser);
    renderApp('/employees/3?tab=appointments');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading appointments');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
