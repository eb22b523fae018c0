import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES, type AppointmentStatus, type SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { authorizationOf, callsTo, dataResponse, errorResponse, stubApi, type ApiHandler } from '../../../testing/stub-api';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { chooseOption, setupUser } from '../../../testing/user-actions';

const LIST = 'GET /api/appointments';
const EXPORT = 'GET /api/appointments/export';
const REFRESH = 'POST /api/auth/refresh-token';
const CSV = '\uFEFFAppointment ID,Date,Client\n42,2026-11-24,Maya Lopez\n';

const STATUSES: AppointmentStatus[] = ['pending', 'confirmed', 'cancelled'].map((name, index) => ({ status_id: index + 1, name, is_billable: false, is_system: true }));

function csvResponse(disposition: string | null = 'attachment; filename="appointments-2026-11-22.csv"') {
  const headers: Record<string, string> = { 'content-type': 'text/csv; charset=utf-8' };
  if (disposition) headers['content-disposition'] = disposition;
  return new Response(CSV, { status: 200, headers });
}

type Handlers = Parameters<typeof stubApi>[0];

type ListApiOptions = { exportHandler?: ApiHandler; user?: SessionUser; handlers?: Handlers };

/** The list screen's API, with the export answering as a test says (a CSV file by default). */
function stubListApi({ exportHandler = () => csvResponse(), user = ownerUser, handlers = {} }: ListApiOptions = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    [LIST]: () => dataResponse({ rows: [buildAppointment()], count: 31 }),
    'GET /api/appointment-statuses': () => dataResponse(STATUSES),
    'GET /api/employees': () => dataResponse({ rows: [buildEmployee()], count: 1 }),
    'GET /api/services': () => dataResponse({ services: [buildService({ service_id: 5, name: "Women's Haircut" })], pagination: { total: 1, page: 1, pageSize: 1000, totalPages: 1 } }),
    [EXPORT]: exportHandler,
    ...handlers,
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

/** The browser's save: the object URL made from the file, and the link clicked to save it. */
function stubFileSave() {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const saved: { href: string; download: string }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      created.push(blob);
      return `blob:http://localhost/export-${created.length}`;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { created, revoked, saved };
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openList(path = '/appointments', user = ownerUser) {
  signIn(user);
  renderApp(path);
  await screen.findByRole('table', { name: 'Appointments' });
}


describe('appointments Export CSV', () => {
  it('downloads every appointment matching the filters and sort on screen, signed in, and saves the file under its name', async () => {
    const user = setupUser();
    const fetchMock = stubListApi();
    const { created, revoked, saved } = stubFileSave();
    await openList('/appointments?search=lee&date_from=2026-11-01&date_to=2026-11-30&employee_id=3&service_id=5&sortBy=total_price&sortOrder=DESC&page=2');
    // A filter chosen on screen counts as much as one from the link.
    await chooseOption('Status', 'Confirmed');
    await waitFor(() => expect(queryOf(callsTo(fetchMock, LIST).at(-1)?.url ?? '')).toMatchObject({ status: 'confirmed' }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = callsTo(fetchMock, EXPORT);
    const { limit: _limit, offset: _offset, ...listFilters } = queryOf(callsTo(fetchMock, LIST).at(-1)?.url ?? '');
    expect(queryOf(call.url)).toEqual({ ...listFilters, format: 'csv' });
    expect(queryOf(call.url)).toEqual({
      search: 'lee',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      status: 'confirmed',
      employee_id: '3',
      service_id: '5',
      sortBy: 'total_price',
      sortOrder: 'DESC',
      format: 'csv',
    });
    expect(authorizationOf(call)).toBe('Bearer access-1');

    expect(created).toHaveLength(1);
    expect(new Uint8Array(await created[0].arrayBuffer())).toEqual(new Uint8Array(await new Blob([CSV]).arrayBuffer()));
    expect(saved).toEqual([{ href: 'blob:http://localhost/export-1', download: 'appointments-2026-11-22.csv' }]);
    await waitFor(() => expect(revoked).toEqual(['blob:http://localhost/export-1']));
  });

  it('exports with the default sort from today on (the list\'s default) from a plain list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 0));
    const user = setupUser();
    const fetchMock = stubListApi();
    stubFileSave();
    await openList();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(callsTo(fetchMock, EXPORT)).toHaveLength(1));
    expect(queryOf(callsTo(fetchMock, EXPORT)[0].url)).toEqual({ sortBy: 'appointment_date', sortOrder: 'ASC', date_from: '2026-11-24', format: 'csv' });
  });

  it('is offered to a user who may only read appointments, beside no Add button', async () => {
    const reader = buildUser({ permissions: ['appointments:read'] });
    stubListApi({ user: reader });
    await openList('/appointments', reader);

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Add New Appointment' })).not.toBeInTheDocument();
  });

  it('shows it is working until the file arrives, and takes no second click meanwhile', async () => {
    const user = setupUser();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubListApi({ exportHandler: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { saved } = stubFileSave();
    await openList();

    const button = screen.getByRole('button', { name: 'Export CSV' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    await user.click(button);

    answer(csvResponse());
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(callsTo(fetchMock, EXPORT)).toHaveLength(1);
  });

  it('names the file itself when the answer does not', async () => {
    const user = setupUser();
    stubListApi({ exportHandler: () => csvResponse(null) });
    const { saved } = stubFileSave();
    await openList();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/export-1', download: 'appointments.csv' }]));
  });

  it("says why an export failed, with the server's message, and saves nothing", async () => {
    const user = setupUser();
    stubListApi({ exportHandler: () => errorResponse(400, 'VALIDATION_FAILED', 'sortBy must be one of: appointment_date') });
    const { created, saved } = stubFileSave();
    await openList();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('sortBy must be one of: appointment_date')).toBeInTheDocument();
    expect(created).toEqual([]);
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('renews an expired session once and downloads with the new token', async () => {
    const user = setupUser();
    signIn(ownerUser, 'old-access', 'old-refresh');
    const fetchMock = stubListApi({
      exportHandler: ({ init }) =>
        (init.headers as Record<string, string>).authorization === 'Bearer new-access' ? csvResponse() : errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated),
      handlers: { [REFRESH]: () => dataResponse({ token: 'new-access', refreshToken: 'new-refresh' }) },
    });
    const { saved } = stubFileSave();
    renderApp('/appointments');
    await screen.findByRole('table', { name: 'Appointments' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(callsTo(fetchMock, REFRESH).map((call) => call.body)).toEqual([{ refreshToken: 'old-refresh', idleSeconds: expect.any(Number) }]);
    expect(callsTo(fetchMock, EXPORT).map(authorizationOf)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });
});
