import { act, screen, waitFor, within } from '@testing-library/react';
import type { AppointmentStatus } from '@salon/contracts';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { renderApp } from '../../../testing/render-app';
import { inSalonZone, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const LIST = 'GET /api/appointments';

const STATUSES: AppointmentStatus[] = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'on_hold'].map((name, index) => ({
  status_id: index + 1,
  name,
  is_billable: false,
  is_system: index < 6,
}));

const maya = buildAppointment();
const leo = buildAppointment({
  appointment_id: 43,
  appointment_date: '2026-11-25',
  start_time: '14:30',
  end_time: '15:30',
  total_price: 120.5,
  status_id: 3,
  status: { status_id: 3, name: 'in_progress', is_billable: true },
  client: { client_id: 8, first_name: 'Leo', last_name: 'Park', email: null, phone: null },
  employee: { employee_id: 4, first_name: 'Ana', last_name: 'Ruiz' },
  service: { service_id: 6, name: 'Balayage', duration_minutes: 60, base_price: 120.5 },
});
const custom = buildAppointment({ appointment_id: 44, appointment_date: '2026-11-26', status_id: 7, status: { status_id: 7, name: 'on_hold', is_billable: false } });

function stubAppointmentsApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    [LIST]: () => dataResponse({ rows: [maya, leo, custom], count: 23 }),
    'GET /api/appointment-statuses': () => dataResponse(STATUSES),
    'GET /api/employees': () => dataResponse({ rows: [buildEmployee(), buildEmployee({ employee_id: 4, first_name: 'Ana', last_name: 'Ruiz' })], count: 2 }),
    'GET /api/services': () =>
      dataResponse({ services: [buildService({ service_id: 5, name: "Women's Haircut" }), buildService({ service_id: 6, name: 'Balayage' })], pagination: { total: 2, page: 1, pageSize: 1000, totalPages: 1 } }),
    ...overrides,
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const listQueries = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, LIST).map((call) => queryOf(call.url));
/** The pretend today of these tests, Tuesday 24 November 2026: where the list starts. */
const TODAY = '2026-11-24';
const pretendToday = () => vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
const DEFAULT_QUERY = { limit: '10', offset: '0', sortBy: 'appointment_date', sortOrder: 'ASC', date_from: TODAY };

async function openList(path = '/appointments', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Appointments' });
  return { ...rendered, table };
}


describe('appointments list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    pretendToday();
  });

  it('shows date and time, client, service, employee, price and a coloured status, soonest first', async () => {
    const fetchMock = stubAppointmentsApi();
    const { table } = await openList();

    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Appointment' })).toHaveAttribute('href', '/appointments/new');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date & Time',
      'Client',
      'Service',
      'Employee',
      'Price',
      'Status',
      'Actions',
    ]);
    // The default order (date, ascending) is the one marked.
    expect(within(table).getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'ascending');

    const cells = (index: number) => within(within(table).getAllByRole('row')[index]).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['Nov 24, 202610:00 AM – 10:45 AM', 'Maya Lopez', "Women's Haircut", 'Rosa Diaz', '$65.00', 'Pending']);
    expect(cells(2)).toEqual(['Nov 25, 20262:30 PM – 3:30 PM', 'Leo Park', 'Balayage', 'Ana Ruiz', '$120.50', 'In progress']);
    expect(cells(3)[5]).toBe('On hold');
    expect(screen.getByText('Showing 3 of 23 appointments')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    // Statuses keep one colour each; one added by the salon is grey.
    const badge = (row: number) => within(within(table).getAllByRole('row')[row]).getAllByRole('cell')[5].firstElementChild as HTMLElement;
    expect(badge(1).getAttribute('style')).toContain('yellow');
    expect(badge(2).getAttribute('style')).toContain('violet');
    expect(badge(3).getAttribute('style')).toContain('gray');

    expect(within(table).getByRole('link', { name: 'Nov 24, 2026' })).toHaveAttribute('href', '/appointments/42');
    expect(within(table).getByRole('link', { name: 'View Maya Lopez on Nov 24, 2026 at 10:00 AM' })).toHaveAttribute('href', '/appointments/42');
    expect(within(table).getByRole('link', { name: 'Edit Leo Park on Nov 25, 2026 at 2:30 PM' })).toHaveAttribute('href', '/appointments/edit/43');

    expect(listQueries(fetchMock)).toEqual([DEFAULT_QUERY]);
  });

  it('says "more than" when the server stopped counting (a salon group\'s months)', async () => {
    stubAppointmentsApi({ [LIST]: () => dataResponse({ rows: [maya, leo, custom], count: 10_000, count_is_estimate: true }) });
    await openList();

    expect(screen.getByText('Showing 3 of more than 10,000 appointments')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1,000+')).toBeInTheDocument();
  });

  it('filters by status, employee and service on the server and keeps them in the address', async () => {
    const fetchMock = stubAppointmentsApi();
    const { router } = await openList();

    await chooseOption('Status', 'No-show');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'no_show' }));
    await chooseOption('Employee', 'Ana Ruiz');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'no_show', employee_id: '4' }));
    await chooseOption('Service', 'Balayage');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, status: 'no_show', employee_id: '4', service_id: '6' }));

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'no_show', employee_id: '4', service_id: '6' });
    // Only active staff and services are offered.
    expect(queryOf(callsTo(fetchMock, 'GET /api/employees')[0].url)).toMatchObject({ is_active: 'true' });
    expect(queryOf(callsTo(fetchMock, 'GET /api/services')[0].url)).toMatchObject({ activeOnly: 'true' });
  });

  it('offers every status the salon has, readably', async () => {
    const user = setupUser();
    stubAppointmentsApi();
    await openList();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox', { name: 'Status', hidden: true });
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
        'All statuses',
        'Pending',
        'Confirmed',
        'In progress',
        'Completed',
        'Cancelled',
        'No-show',
        'On hold',
      ]),
    );
  });

  it('filters by a date range and by search text, back to page 1', async () => {
    const user = setupUser();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    pretendToday();
    const fetchMock = stubAppointmentsApi();
    const { router } = await openList('/appointments?page=2');

    await replaceText(user, screen.getByLabelText('From Date'), '2026-11-01');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, date_from: '2026-11-01' }));
    await replaceText(user, screen.getByLabelText('To Date'), '2026-11-30');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, date_from: '2026-11-01', date_to: '2026-11-30' }));

    const listed = listQueries(fetchMock).length;
    await replaceText(user, screen.getByRole('textbox', { name: 'Search' }), 'maya');
    // Nothing is asked while typing.
    expect(listQueries(fetchMock)).toHaveLength(listed);
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, date_from: '2026-11-01', date_to: '2026-11-30', search: 'maya' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date_from: '2026-11-01', date_to: '2026-11-30', search: 'maya' });
  });

  it('opens with every filter, the sort and the page from a shared link, leaving malformed values out', async () => {
    const fetchMock = stubAppointmentsApi();
    await openList('/appointments?search=lee&date_from=2026-11-01&date_to=2026-11-30&status=confirmed&employee_id=3&service_id=5&sortBy=total_price&sortOrder=DESC&page=2');

    expect(listQueries(fetchMock)[0]).toEqual({
      limit: '10',
      offset: '10',
      sortBy: 'total_price',
      sortOrder: 'DESC',
      search: 'lee',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      status: 'confirmed',
      employee_id: '3',
      service_id: '5',
    });
    expect(await screen.findByRole('combobox', { name: 'Employee' })).toHaveValue('Rosa Diaz');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Confirmed'));
    expect(screen.getByLabelText('From Date')).toHaveValue('2026-11-01');
  });

  it('leaves malformed filter values from an edited link out of the request', async () => {
    const fetchMock = stubAppointmentsApi();
    await openList('/appointments?date_from=2026-02-30&date_to=soon&status=Robert%27);DROP&employee_id=abc&service_id=-1');

    expect(listQueries(fetchMock)[0]).toEqual(DEFAULT_QUERY);
  });

  it('says when From Date is after To Date', async () => {
    stubAppointmentsApi();
    await openList('/appointments?date_from=2026-12-01&date_to=2026-11-01');

    expect(screen.getByText('From Date is after To Date')).toBeInTheDocument();
  });

  it('sorts by another column', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentsApi();
    await openList();

    await user.click(screen.getByRole('button', { name: 'Client' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, sortBy: 'client_name' }));
  });

  it('shows a failed load with Try Again', async () => {
    stubAppointmentsApi({ [LIST]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    signIn(ownerUser);
    renderApp('/appointments');

    expect(await screen.findByText('Error loading appointments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows no Add New Appointment to someone who may not book', async () => {
    stubAppointmentsApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    const { table } = await openList('/appointments', stylistUser);

    expect(screen.queryByRole('link', { name: 'Add New Appointment' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Maya Lopez on Nov 24, 2026 at 10:00 AM' })).toBeInTheDocument();
  });
  it('lands on today and what follows, soonest first: From today is chosen and shown in From Date, and stays out of the address', async () => {
    const fetchMock = stubAppointmentsApi();
    const { router } = await openList();

    expect(listQueries(fetchMock)).toEqual([DEFAULT_QUERY]);
    expect(screen.getByLabelText('From Date')).toHaveValue(TODAY);
    expect(screen.getByLabelText('To Date')).toHaveValue('');
    const dates = screen.getByRole('group', { name: 'Dates' });
    expect(within(dates).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['Today', 'false'],
      ['From today', 'true'],
      ['All dates', 'false'],
    ]);
    expect(router.state.location.search).toBe('');
    // The default is no filter to clear.
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows just today with Today, every date from the oldest with All dates, and today onwards again with From today', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentsApi();
    const { router } = await openList('/appointments?page=3');
    const dates = screen.getByRole('group', { name: 'Dates' });
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    await user.click(within(dates).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, date_to: TODAY }));
    expect(search()).toEqual({ date_from: TODAY, date_to: TODAY });
    expect(within(dates).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dates).getByRole('button', { name: 'From today' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(dates).getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ limit: '10', offset: '0', sortBy: 'appointment_date', sortOrder: 'ASC' }));
    expect(search()).toEqual({ date_from: 'all' });
    expect(screen.getByLabelText('From Date')).toHaveValue('');
    expect(within(dates).getByRole('button', { name: 'All dates' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(dates).getByRole('button', { name: 'From today' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual(DEFAULT_QUERY));
    expect(search()).toEqual({});
    expect(screen.getByLabelText('From Date')).toHaveValue(TODAY);
  });

  it('shows every date when From Date is emptied, and Clear filters goes back to today onwards', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentsApi();
    const { router } = await openList();

    await user.clear(screen.getByLabelText('From Date'));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ limit: '10', offset: '0', sortBy: 'appointment_date', sortOrder: 'ASC' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date_from: 'all' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByLabelText('From Date')).toHaveValue(TODAY));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'From today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when To Date is before the default start, today', async () => {
    stubAppointmentsApi();
    await openList('/appointments?date_to=2026-11-20');

    expect(screen.getByText('From Date is after To Date')).toBeInTheDocument();
  });
});

describe("appointments list on the salon's clock", () => {
  // 03:00 UTC on Tuesday 24 November 2026 is still Monday the 23rd, 7:00 PM, at a salon in Los Angeles.
  const losAngelesOwner = inSalonZone(ownerUser, 'America/Los_Angeles');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
  });

  it("starts on the salon's today, and Today shows the salon's day, whatever the computer's zone", async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentsApi({ 'GET /api/auth/me': () => dataResponse(losAngelesOwner) });
    const { router } = await openList('/appointments', losAngelesOwner);

    expect(listQueries(fetchMock)).toEqual([{ ...DEFAULT_QUERY, date_from: '2026-11-23' }]);
    expect(screen.getByLabelText('From Date')).toHaveValue('2026-11-23');

    await user.click(within(screen.getByRole('group', { name: 'Dates' })).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, date_from: '2026-11-23', date_to: '2026-11-23' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date_from: '2026-11-23', date_to: '2026-11-23' });
  });
});
