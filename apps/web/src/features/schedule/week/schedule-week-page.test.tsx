import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildUser, inSalonZone, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildBooking, buildFullDay, buildWeekSchedule, buildWorkingDay } from '../../../testing/fixtures/schedule';
import { ScheduleWeekPage } from './schedule-week-page';
import { setupUser } from '../../../testing/user-actions';

const WEEK = 'GET /api/availability/week-schedule';
const CELL = 'GET /api/availability/week-schedule/cell';

type Handlers = Parameters<typeof stubApi>[0];

/** Answers with the week asked for. */
function stubScheduleApi(handlers: Handlers = {}) {
  return stubApi({
    [WEEK]: ({ url }) => dataResponse(buildWeekSchedule(new URL(url, 'http://salon.test').searchParams.get('start_date') ?? '')),
    ...handlers,
  });
}

function openSchedule(path = '/schedule?week=2026-11-25', user: SessionUser = ownerUser) {
  signIn(user);
  const router = createMemoryRouter([{ path: '/schedule', element: <ScheduleWeekPage /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const startDatesAsked = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, WEEK).map((call) => new URL(call.url, 'http://salon.test').searchParams.get('start_date'));

/** The seven day cells of an employee's row, Sunday first. */
async function dayCells(name: string) {
  const row = await screen.findByRole('row', { name: new RegExp(name) });
  return within(row).getAllByRole('cell');
}

describe('staff schedule', () => {
  // A fixed today outside the week most tests show, so no column is highlighted by chance.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 10, 10, 30));
  });
  afterEach(() => vi.useRealTimers());

  it("shows each employee's week from the Sunday of the week in the address", async () => {
    const fetchMock = stubScheduleApi();
    openSchedule();

    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 22 – 28, 2026' })).toBeInTheDocument();
    const cells = await dayCells('Rosa Diaz');
    expect(startDatesAsked(fetchMock)).toEqual(['2026-11-22']);

    const header = screen.getByRole('rowheader', { name: /Rosa Diaz/ });
    expect(within(header).getByRole('link', { name: 'Rosa Diaz' })).toHaveAttribute('href', '/employees/3');
    expect(within(header).getByText('Nail Technician')).toBeInTheDocument();

    expect(cells).toHaveLength(7);
    expect(cells[0]).toHaveTextContent('Day off');
    expect(cells[1]).toHaveTextContent('9:00 AM–5:00 PM');
    expect(cells[1]).toHaveTextContent('Break 12:00–12:30 PM');
    expect(cells[1]).toHaveTextContent('No bookings');
    expect(cells[2]).toHaveTextContent('2 appointments1h 45m of 7h 30m booked');
    expect(within(cells[2]).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['10:00 AM Maya Lopez', '/appointments/42'],
      ['2:00 PM Ann Lee', '/appointments/43'],
    ]);
    expect(within(cells[2]).getByRole('link', { name: '2:00 PM Ann Lee' })).toHaveAttribute('title', 'Gel Manicure, 2:00 PM – 3:00 PM');
  });

  it('draws the booked parts and the break along the shift', async () => {
    stubScheduleApi();
    openSchedule();

    const cells = await dayCells('Rosa Diaz');
    const segments = [...within(cells[2]).getByTestId('booked-time-bar').children] as HTMLElement[];
    expect(segments.map((segment) => [segment.dataset.kind, segment.style.left, segment.style.width])).toEqual([
      ['break', '37.5%', '6.25%'],
      ['booked', '12.5%', '9.375%'],
      ['booked', '62.5%', '12.5%'],
    ]);
    expect(within(cells[0]).queryByTestId('booked-time-bar')).not.toBeInTheDocument();
  });

  it('opens the day view from a day header', async () => {
    stubScheduleApi();
    openSchedule();

    await dayCells('Rosa Diaz');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Employee', 'Sun Nov 22', 'Mon Nov 23', 'Tue Nov 24', 'Wed Nov 25', 'Thu Nov 26', 'Fri Nov 27', 'Sat Nov 28']);
    expect(within(headers[3]).getByRole('link', { name: 'Tue Nov 24' })).toHaveAttribute('href', '/appointments?view=day&date=2026-11-24');
  });

  it('moves a week back and forth, keeping the week in the address', async () => {
    const user = setupUser();
    const fetchMock = stubScheduleApi();
    const router = openSchedule();
    await dayCells('Rosa Diaz');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 29 – Dec 5, 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-11-29');
    await waitFor(() => expect(startDatesAsked(fetchMock)).toEqual(['2026-11-22', '2026-11-29']));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[1]).toHaveTextContent('Sun Nov 29'));

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 15 – 21, 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?week=2026-11-15');
    await waitFor(() => expect(startDatesAsked(fetchMock)).toContain('2026-11-15'));
  });

  it("opens this week by default, highlights today and goes back to this week from another", async () => {
    const user = setupUser();
    vi.setSystemTime(new Date(2026, 10, 24, 10, 30));
    const fetchMock = stubScheduleApi();
    const router = openSchedule('/schedule');

    await dayCells('Rosa Diaz');
    expect(startDatesAsked(fetchMock)).toEqual(['2026-11-22']);
    const today = screen.getAllByRole('columnheader').find((header) => header.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent('Tue Nov 24Today');
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-11-15'));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 22 – 28, 2026' })).toBeInTheDocument();
  });

  it('shows the count, booked time and first three bookings of a busy day, and reads the rest when "+N more" opens', async () => {
    const user = setupUser();
    const schedule = buildWeekSchedule();
    const ada = buildBooking({ appointment_id: 51, start_time: '09:00', end_time: '10:00', client_name: 'Ada Park' });
    const ben = buildBooking({ appointment_id: 52, start_time: '10:00', end_time: '11:00', client_name: 'Ben Cole' });
    const cleo = buildBooking({ appointment_id: 53, start_time: '11:00', end_time: '12:00', client_name: 'Cleo Ruiz' });
    schedule.employees[0].days[3] = buildWorkingDay('2026-11-25', {
      count: 5,
      booked_minutes: 300,
      busy: [
        { start_time: '09:00', end_time: '12:00' },
        { start_time: '13:00', end_time: '15:00' },
      ],
      first: [ada, ben, cleo],
    });
    const fullDay = buildFullDay('2026-11-25', [
      ada,
      ben,
      cleo,
      buildBooking({ appointment_id: 54, start_time: '13:00', end_time: '14:00', client_name: 'Dan Moss' }),
      buildBooking({ appointment_id: 55, start_time: '14:00', end_time: '15:00', client_name: 'Eve Hart' }),
    ]);
    const fetchMock = stubScheduleApi({ [WEEK]: () => dataResponse(schedule), [CELL]: () => dataResponse(fullDay) });
    openSchedule();

    const cells = await dayCells('Rosa Diaz');
    expect(cells[3]).toHaveTextContent('5 appointments5h of 7h 30m booked');
    expect(within(cells[3]).getAllByRole('link').map((link) => link.textContent)).toEqual(['9:00 AM Ada Park', '10:00 AM Ben Cole', '11:00 AM Cleo Ruiz']);
    const segments = [...within(cells[3]).getByTestId('booked-time-bar').children] as HTMLElement[];
    expect(segments.map((segment) => [segment.dataset.kind, segment.style.left, segment.style.width])).toEqual([
      ['break', '37.5%', '6.25%'],
      ['booked', '0%', '37.5%'],
      ['booked', '50%', '25%'],
    ]);
    // Nothing is read until the rest is asked for.
    expect(callsTo(fetchMock, CELL)).toHaveLength(0);

    await user.click(within(cells[3]).getByRole('button', { name: '+2 more for Rosa Diaz on Wednesday, November 25' }));
    // `hidden`: jsdom lays nothing out, so the floating dropdown counts as detached from its button.
    const more = await screen.findByRole('dialog', { hidden: true });
    expect(await within(more).findByRole('link', { name: '1:00 PM Dan Moss', hidden: true })).toHaveAttribute('href', '/appointments/54');
    // The three already in the cell are not listed twice.
    expect(within(more).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1:00 PM Dan Moss', '/appointments/54'],
      ['2:00 PM Eve Hart', '/appointments/55'],
    ]);
    expect(callsTo(fetchMock, CELL).map((call) => call.url)).toEqual(['/api/availability/week-schedule/cell?employee_id=3&date=2026-11-25']);
  });

  it('shows a loading state while the rest of a cell is read, and says why it could not be', async () => {
    const user = setupUser();
    const schedule = buildWeekSchedule();
    schedule.employees[0].days[2] = { ...schedule.employees[0].days[2], count: 4 };
    let release = () => {};
    let fail = true;
    stubScheduleApi({
      [WEEK]: () => dataResponse(schedule),
      // The first answer waits until released, so the loading state can be seen; it fails, the retry does not.
      [CELL]: () =>
        fail
          ? new Promise<Response>((resolve) => {
              release = () => resolve(errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred'));
            })
          : dataResponse(buildFullDay('2026-11-24', [buildBooking({ appointment_id: 70, start_time: '15:00', end_time: '16:00', client_name: 'Gus Hale' })])),
    });
    openSchedule();

    const cells = await dayCells('Rosa Diaz');
    await user.click(within(cells[2]).getByRole('button', { name: '+2 more for Rosa Diaz on Tuesday, November 24' }));
    expect(await screen.findByLabelText('Loading the other bookings')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Could not load the other bookings: An unexpected error occurred');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again', hidden: true }));
    const more = screen.getByRole('dialog', { hidden: true });
    expect(await within(more).findByRole('link', { name: '3:00 PM Gus Hale', hidden: true })).toHaveAttribute('href', '/appointments/70');
    expect(within(more).queryByRole('alert', { hidden: true })).not.toBeInTheDocument();
  });

  it('shows bookings kept on a day off', async () => {
    const schedule = buildWeekSchedule();
    schedule.employees[0].days[0] = {
      ...schedule.employees[0].days[0],
      count: 1,
      booked_minutes: 30,
      busy: [{ start_time: '11:00', end_time: '11:30' }],
      first: [buildBooking({ appointment_id: 60, start_time: '11:00', end_time: '11:30' })],
    };
    stubScheduleApi({ [WEEK]: () => dataResponse(schedule) });
    openSchedule();

    const cells = await dayCells('Rosa Diaz');
    expect(cells[0]).toHaveTextContent('Day off');
    expect(cells[0]).toHaveTextContent('1 appointment30m booked');
    expect(within(cells[0]).getByRole('link', { name: '11:00 AM Maya Lopez' })).toHaveAttribute('href', '/appointments/60');
  });

  it('marks an inactive employee booked that week "Inactive" and shows only their bookings, no shift or free time', async () => {
    const schedule = buildWeekSchedule();
    const [rosa] = schedule.employees;
    schedule.employees.push({ ...rosa, employee_id: 9, first_name: 'Noah', last_name: 'Berg', is_active: false });
    stubScheduleApi({ [WEEK]: () => dataResponse(schedule) });
    openSchedule();

    const noah = await dayCells('Noah Berg');
    expect(screen.getByRole('rowheader', { name: /Noah Berg/ })).toHaveTextContent('Noah BergNail TechnicianInactive');
    expect(screen.getByRole('rowheader', { name: /Rosa Diaz/ })).not.toHaveTextContent('Inactive');
    expect(noah.map((cell) => cell.textContent)).toEqual(['', '', '2 appointments1h 45m booked10:00 AM Maya Lopez2:00 PM Ann Lee', '', '', '', '']);
    expect((await dayCells('Rosa Diaz'))[1]).toHaveTextContent('9:00 AM–5:00 PMBreak 12:00–12:30 PMNo bookings');
  });

  it("opens the salon's week and highlights its today, whatever the computer's zone", async () => {
    // 03:00 UTC on Sunday 29 November 2026 is still Saturday the 28th, 7:00 PM, at a salon in Los Angeles.
    vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
    const fetchMock = stubScheduleApi();
    openSchedule('/schedule', inSalonZone(ownerUser, 'America/Los_Angeles'));

    await dayCells('Rosa Diaz');
    expect(startDatesAsked(fetchMock)).toEqual(['2026-11-22']);
    const today = screen.getAllByRole('columnheader').find((header) => header.getAttribute('aria-current') === 'date');
    expect(today).toHaveTextContent('Sat Nov 28Today');
  });

  it('names employees without a link for users who may not open employees', async () => {
    stubScheduleApi();
    openSchedule(undefined, buildUser({ roles: [{ name: 'desk', permissions: [{ name: 'appointments:read' }] }], permissions: ['appointments:read'] }));

    const header = await screen.findByRole('rowheader', { name: /Rosa Diaz/ });
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no employee is active', async () => {
    stubScheduleApi({ [WEEK]: () => dataResponse(buildWeekSchedule('2026-11-22', [])) });
    openSchedule();

    expect(await screen.findByText('No active employees to schedule')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an employee' })).toHaveAttribute('href', '/employees/new');
  });

  it('says why the schedule could not be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    stubScheduleApi({
      [WEEK]: () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse(buildWeekSchedule())),
    });
    openSchedule();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading schedule');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await dayCells('Rosa Diaz')).toHaveLength(7);
  });
});
