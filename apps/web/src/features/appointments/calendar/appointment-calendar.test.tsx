import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { setupUser } from '../../../testing/user-actions';

const LIST = 'GET /api/appointments';
// The tests run on a pretend today, Tuesday 12 March 2030, so "this month" is a literal that never ages.
const today = '2030-03-12';
// Another day of this month, to show that appointments land on their own day.
const otherDay = '2030-03-15';
const TODAY_NAME = 'Tuesday, March 12, 2030';
const OTHER_DAY_NAME = 'Friday, March 15, 2030';

const STATUS = {
  pending: { status_id: 1, name: 'pending', is_billable: false },
  confirmed: { status_id: 2, name: 'confirmed', is_billable: false },
  completed: { status_id: 4, name: 'completed', is_billable: true },
  onHold: { status_id: 7, name: 'on_hold', is_billable: false },
};

const client = (first_name: string) => ({ client_id: 1, first_name, last_name: 'Lopez', email: null, phone: null });
const todays = [
  buildAppointment({ appointment_id: 1, appointment_date: today, start_time: '09:00', end_time: '09:45', status: STATUS.completed, client: client('Ada') }),
  buildAppointment({ appointment_id: 2, appointment_date: today, start_time: '10:30', end_time: '11:15', status: STATUS.confirmed, client: client('Bea') }),
  buildAppointment({ appointment_id: 3, appointment_date: today, start_time: '13:00', end_time: '13:45', status: STATUS.onHold, client: client('Cy') }),
  buildAppointment({ appointment_id: 4, appointment_date: today, start_time: '15:00', end_time: '15:45', status: STATUS.pending, client: client('Dot') }),
  buildAppointment({ appointment_id: 5, appointment_date: today, start_time: '16:00', end_time: '16:45', status: STATUS.pending, client: client('Eve') }),
];
const later = buildAppointment({ appointment_id: 6, appointment_date: otherDay, start_time: '11:00', end_time: '11:30', status: STATUS.pending, client: client('Fay') });

function stubCalendarApi(rows = [...todays, later].sort((a, b) => a.appointment_date.localeCompare(b.appointment_date))) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    [LIST]: () => dataResponse({ rows, count: rows.length }),
    'GET /api/availability/day-schedule': () => dataResponse({ date: today, employees: [] }),
    'GET /api/appointments/1': () => dataResponse(todays[0]),
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const listQueries = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, LIST).map((call) => queryOf(call.url));
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

  it("loads this month's appointments in one call and shows three a day, then +N more", async () => {
    const fetchMock = stubCalendarApi();
    await openCalendar();

    expect(listQueries(fetchMock)).toEqual([{ limit: '1000', offset: '0', sortBy: 'appointment_date', sortOrder: 'ASC', date_from: '2030-03-01', date_to: '2030-03-31' }]);

    await waitFor(() => expect(within(dayCell(TODAY_NAME)).getAllByRole('listitem')).toHaveLength(3));
    const entries = within(dayCell(TODAY_NAME)).getAllByRole('link').slice(1, 4);
    expect(entries.map((entry) => entry.textContent)).toEqual(['9:00 AM Ada Lopez, Completed', '10:30 AM Bea Lopez, Confirmed', '1:00 PM Cy Lopez, On hold']);
    // Each in its status colour; a status the salon added is grey.
    expect(entries[0].getAttribute('style')).toContain('--mantine-color-green-filled');
    expect(entries[1].getAttribute('style')).toContain('--mantine-color-blue-filled');
    expect(entries[2].getAttribute('style')).toContain('--mantine-color-gray-filled');
    expect(within(dayCell(TODAY_NAME)).getByRole('link', { name: `+2 more on ${TODAY_NAME}` })).toHaveTextContent('+2 more');

    expect(within(dayCell(OTHER_DAY_NAME)).getByRole('link', { name: '11:00 AM Fay Lopez, Pending' })).toHaveAttribute('href', '/appointments/6');
    expect(within(dayCell(OTHER_DAY_NAME)).queryByText(/more/)).not.toBeInTheDocument();
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
    stubCalendarApi([]);
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
    const fetchMock = stubCalendarApi([]);
    const { router } = await openCalendar('/appointments?view=calendar&month=2030-12');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: 'Appointments in January 2031' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2031-01');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ date_from: '2031-01-01', date_to: '2031-01-31' }));

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ date_from: '2030-11-01', date_to: '2030-11-30' }));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2030-03');
    expect(await screen.findByRole('table', { name: 'Appointments in March 2030' })).toBeInTheDocument();
  });
});
