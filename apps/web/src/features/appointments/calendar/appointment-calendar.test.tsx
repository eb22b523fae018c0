import { screen, waitFor, within } from '@testing-library/react';
import type { AppointmentMonth, CalendarEntry } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, stubApi } from '../../../testing/stub-api';
import { SEEDED_STATUSES } from '../../../testing/fixtures/appointment-statistics';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildAppointmentBalance } from '../../../testing/fixtures/payments-balance';
import { chooseOption, setupUser } from '../../../testing/user-actions';

const MONTH = 'GET /api/appointments/month';
// The tests run on a pretend today, Tuesday 12 March 2030, so "this month" is a literal that never ages.
const today = '2030-03-12';
// Another day of this month, to show that appointments land on their own day.
const otherDay = '2030-03-15';
const TODAY_NAME = 'Tuesday, March 12, 2030';
const OTHER_DAY_NAME = 'Friday, March 15, 2030';

const STATUS = {
  pending: { status_id: 1, name: 'pending' },
  confirmed: { status_id: 2, name: 'confirmed' },
  completed: { status_id: 4, name: 'completed' },
  onHold: { status_id: 7, name: 'on_hold' },
};

const entry = (appointment_id: number, start_time: string, client_name: string, status: CalendarEntry['status']): CalendarEntry => ({
  appointment_id,
  start_time,
  end_time: `${start_time.slice(0, 3)}45`,
  client_name,
  service_name: 'Cut',
  employee_name: 'Rosa Diaz',
  status,
});
/** What the server answers for March: today's first three of five, and one on the 15th. */
const march: AppointmentMonth = {
  month: '2030-03',
  days: [
    {
      date: today,
      count: 5,
      appointments: [
        entry(1, '09:00', 'Ada Lopez', STATUS.completed),
        entry(2, '10:30', 'Bernadette Featherstonehaugh-Worthington', STATUS.confirmed),
        entry(3, '13:00', 'Cy Lopez', STATUS.onHold),
      ],
    },
    { date: otherDay, count: 1, appointments: [entry(6, '11:00', 'Fay Lopez', STATUS.pending)] },
  ],
};

const rosa = buildEmployee({ employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' });
const ben = buildEmployee({ employee_id: 4, first_name: 'Ben', last_name: 'Okafor' });

function stubCalendarApi(answer: (query: Record<string, string>) => AppointmentMonth = (query) => (query.month === '2030-03' ? march : { month: query.month, days: [] })) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    [MONTH]: ({ url }) => dataResponse(answer(queryOf(url))),
    'GET /api/employees': () => dataResponse({ rows: [ben, rosa], count: 2 }),
    'GET /api/appointment-statuses': () => dataResponse(SEEDED_STATUSES),
    'GET /api/availability/day-schedule': () => dataResponse({ date: today, employees: [] }),
    'GET /api/appointments/1': () => dataResponse(buildAppointment({ appointment_id: 1 })),
    // The appointment page shows the client's notes and the payment card beside it.
    'GET /api/clients/:id/notes': () => dataResponse([]),
    'GET /api/payments/appointments/:appointmentId/balance': () => dataResponse(buildAppointmentBalance({ appointment_id: 1, payments: [] })),
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const monthQueries = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, MONTH).map((call) => queryOf(call.url));
/** A day's cell, by the long date its day-number link names. */
const dayCell = (dayName: string) => screen.getByRole('link', { name: new RegExp(`^${dayName}(, today)?: open the Day view$`) }).closest('td') as HTMLElement;

async function openCalendar(path = '/appointments?view=calendar') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('table', { name: /^Appointments in / });
  return rendered;
}


describe('appointments calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 12, 10, 0));
  });

  it("asks only for what it draws: the month's counts and first three a day, in one call", async () => {
    const fetchMock = stubCalendarApi();
    await openCalendar();

    await waitFor(() => expect(within(dayCell(TODAY_NAME)).getAllByRole('listitem')).toHaveLength(3));
    expect(monthQueries(fetchMock)).toEqual([{ month: '2030-03', per_day: '3' }]);
    expect(callsTo(fetchMock, 'GET /api/appointments')).toEqual([]);
  });

  it('draws each day its first appointments in their status colours, with the full text in the title, then +N more', async () => {
    stubCalendarApi();
    await openCalendar();

    await waitFor(() => expect(within(dayCell(TODAY_NAME)).getAllByRole('listitem')).toHaveLength(3));
    const entries = within(dayCell(TODAY_NAME)).getAllByRole('link').slice(1, 4);
    expect(entries.map((link) => link.textContent)).toEqual([
      '9:00 AM Ada Lopez, Completed',
      '10:30 AM Bernadette Featherstonehaugh-Worthington, Confirmed',
      '1:00 PM Cy Lopez, On hold',
    ]);
    expect(entries[1]).toHaveAccessibleName('10:30 AM Bernadette Featherstonehaugh-Worthington, Confirmed');
    expect(entries[1]).toHaveAttribute('title', '10:30 AM – 10:45 AM Bernadette Featherstonehaugh-Worthington · Cut · with Rosa Diaz · Confirmed');
    // Each in its status colour; a status the salon added is grey.
    expect(entries[0].getAttribute('style')).toContain('--mantine-color-green-filled');
    expect(entries[1].getAttribute('style')).toContain('--mantine-color-blue-filled');
    expect(entries[2].getAttribute('style')).toContain('--mantine-color-gray-filled');
    // Five that day, three drawn.
    expect(within(dayCell(TODAY_NAME)).getByRole('link', { name: `+2 more on ${TODAY_NAME}` })).toHaveTextContent('+2 more');

    expect(within(dayCell(OTHER_DAY_NAME)).getByRole('link', { name: '11:00 AM Fay Lopez, Pending' })).toHaveAttribute('href', '/appointments/6');
    expect(within(dayCell(OTHER_DAY_NAME)).queryByText(/more/)).not.toBeInTheDocument();
    expect(within(dayCell('Wednesday, March 13, 2030')).queryByRole('list')).not.toBeInTheDocument();
  });

  it('highlights today and only today', async () => {
    stubCalendarApi();
    await openCalendar();

    expect(dayCell(TODAY_NAME)).toHaveAttribute('aria-current', 'date');
    expect(within(dayCell(TODAY_NAME)).getAllByRole('link')[0]).toHaveAccessibleName(`${TODAY_NAME}, today: open the Day view`);
    expect(dayCell(OTHER_DAY_NAME)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('table', { name: /^Appointments in / }).querySelectorAll('[aria-current="date"]')).toHaveLength(1);
  });

  it('lays a month out from Sunday to Saturday', async () => {
    stubCalendarApi();
    await openCalendar('/appointments?view=calendar&month=2030-03');

    const table = screen.getByRole('table', { name: 'Appointments in March 2030' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // March 1, 2030 is a Friday; March 31 a Sunday, alone on the last row.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '1', '2']);
    expect(within(rows[5]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['31', '', '', '', '', '', '']);
  });

  it('opens an appointment from the calendar', async () => {
    const user = setupUser();
    stubCalendarApi();
    const { router } = await openCalendar();

    await user.click(await within(dayCell(TODAY_NAME)).findByRole('link', { name: '9:00 AM Ada Lopez, Completed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/1'));
  });

  it('opens the Day view of a day from +N more and from the day number', async () => {
    const user = setupUser();
    stubCalendarApi();
    const { router } = await openCalendar();

    await user.click(await within(dayCell(TODAY_NAME)).findByRole('link', { name: `+2 more on ${TODAY_NAME}` }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ view: 'day', date: today }));
    expect(await screen.findByRole('heading', { level: 2, name: TODAY_NAME })).toBeInTheDocument();

    await router.navigate('/appointments?view=calendar');
    await user.click(await screen.findByRole('link', { name: `${OTHER_DAY_NAME}: open the Day view` }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ view: 'day', date: otherDay }));
  });

  it('moves between months, kept in the address', async () => {
    const user = setupUser();
    const fetchMock = stubCalendarApi();
    const { router } = await openCalendar('/appointments?view=calendar&month=2030-12');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Appointments in January 2031' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2031-01');
    await waitFor(() => expect(monthQueries(fetchMock).at(-1)).toEqual({ month: '2031-01', per_day: '3' }));

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(monthQueries(fetchMock).at(-1)).toEqual({ month: '2030-11', per_day: '3' }));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2030-03');
    expect(await screen.findByRole('table', { name: 'Appointments in March 2030' })).toBeInTheDocument();
  });

  it("shows one employee's or one status's month, asked of the server and kept in the address", async () => {
    const user = setupUser();
    const bensMarch: AppointmentMonth = { month: '2030-03', days: [{ date: today, count: 4, appointments: [entry(9, '08:00', 'Gus Hale', STATUS.confirmed)] }] };
    const fetchMock = stubCalendarApi((query) => (query.employee_id === '4' ? bensMarch : march));
    const { router } = await openCalendar();
    await waitFor(() => expect(within(dayCell(TODAY_NAME)).getAllByRole('listitem')).toHaveLength(3));

    await chooseOption('Employee', 'Ben Okafor', { user: user });
    await waitFor(() => expect(within(dayCell(TODAY_NAME)).getAllByRole('listitem')).toHaveLength(1));
    expect(monthQueries(fetchMock).at(-1)).toEqual({ month: '2030-03', per_day: '3', employee_id: '4' });
    expect(within(dayCell(TODAY_NAME)).getByRole('link', { name: '8:00 AM Gus Hale, Confirmed' })).toBeInTheDocument();
    expect(within(dayCell(TODAY_NAME)).getByRole('link', { name: `+3 more on ${TODAY_NAME}` })).toBeInTheDocument();
    expect(within(dayCell(OTHER_DAY_NAME)).queryByRole('list')).not.toBeInTheDocument();

    await chooseOption('Status', 'Confirmed', { user: user });
    await waitFor(() => expect(monthQueries(fetchMock).at(-1)).toEqual({ month: '2030-03', per_day: '3', employee_id: '4', status: 'confirmed' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ view: 'calendar', employee_id: '4', status: 'confirmed' });

    await chooseOption('Employee', 'All employees', { user: user });
    await waitFor(() => expect(monthQueries(fetchMock).at(-1)).toEqual({ month: '2030-03', per_day: '3', status: 'confirmed' }));
  });

  it('leaves out a malformed filter from an edited link rather than sending it', async () => {
    const fetchMock = stubCalendarApi();
    await openCalendar('/appointments?view=calendar&employee_id=abc&status=DROP%20TABLE');

    await waitFor(() => expect(monthQueries(fetchMock)).toEqual([{ month: '2030-03', per_day: '3' }]));
  });
});
