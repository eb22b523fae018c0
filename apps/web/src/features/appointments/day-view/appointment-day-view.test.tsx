import { screen, waitFor, within } from '@testing-library/react';
import type { BookedBlock, DaySchedule, EmployeeDay, SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { inSalonZone, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { ROW_HEIGHT } from './appointment-day-layout';
import { replaceText, setupUser } from '../../../testing/user-actions';

const DAY = '2030-03-12';
const SCHEDULE = 'GET /api/availability/day-schedule';

function block(overrides: Partial<BookedBlock>): BookedBlock {
  return { appointment_id: 1, start_time: '10:00', end_time: '10:45', status: 'confirmed', client_name: 'Maya Lopez', service_name: "Women's Haircut", ...overrides };
}

function employee(employee_id: number, name: string, position: string, day: Partial<EmployeeDay>): DaySchedule['employees'][number] {
  const [first_name, last_name] = name.split(' ');
  return { employee_id, first_name, last_name, position, is_active: true, day: { date: DAY, working_hours: null, breaks: [], appointments: [], ...day } };
}

const rosa = employee(3, 'Rosa Diaz', 'stylist', {
  working_hours: { start_time: '09:00', end_time: '17:00' },
  breaks: [{ start_time: '12:00', end_time: '12:30' }],
  appointments: [
    block({ appointment_id: 42 }),
    block({ appointment_id: 43, start_time: '13:00', end_time: '14:00', status: 'cancelled', client_name: 'Leo Park', service_name: 'Beard Trim' }),
  ],
});
const ana = employee(4, 'Ana Ruiz', 'colorist', {
  working_hours: { start_time: '11:00', end_time: '19:00' },
  appointments: [block({ appointment_id: 50, start_time: '11:00', end_time: '12:30', status: 'in_progress', client_name: 'Jo Kim', service_name: 'Balayage' })],
});
const ben = employee(5, 'Ben Cho', 'barber', {});

type Handlers = Parameters<typeof stubApi>[0];

function stubDayApi({ employees = [rosa, ana, ben], user = ownerUser, handlers = {} }: { employees?: DaySchedule['employees']; user?: SessionUser; handlers?: Handlers } = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    [SCHEDULE]: (call) => dataResponse({ date: new URL(call.url, 'http://localhost').searchParams.get('date'), time_zone: 'America/New_York', employees }),
    'GET /api/appointments/42': () => errorResponse(404, 'NOT_FOUND', 'Appointment not found'),
    ...handlers,
  });
}

// The booking form a slot opens asks for its lists; these tests need no answer.
const pending = () => new Promise<Response>(() => undefined);
const bookingFormLists: Handlers = { 'GET /api/clients': pending, 'GET /api/services': pending, 'GET /api/employees': pending };

const scheduleDates = (fetchMock: ReturnType<typeof stubApi>) => callsTo(fetchMock, SCHEDULE).map((call) => new URL(call.url, 'http://localhost').searchParams.get('date'));

async function openDay(path = `/appointments?view=day&date=${DAY}`, user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  const region = await screen.findByRole('region', { name: /^Schedule for / });
  return { ...rendered, region };
}

const column = (name: string) => screen.getByRole('group', { name });
const slotLinks = (name: string) => within(column(name)).queryAllByRole('link', { name: /^New appointment with / });

describe('appointments day view', () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the day's schedule and shows one column per employee working, the others on one line", async () => {
    const fetchMock = stubDayApi();
    const { region } = await openDay();

    expect(scheduleDates(fetchMock)).toEqual([DAY]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, March 12, 2030' })).toBeInTheDocument();
    expect(within(region).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Rosa Diaz', 'Ana Ruiz']);
    expect(within(region).getByText('Stylist · 9:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(within(region).getByText('Colorist · 11:00 AM – 7:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Not working this day:').parentElement).toHaveTextContent('Not working this day: Ben Cho');
    expect(within(region).queryByText('Ben Cho')).not.toBeInTheDocument();

    // The axis spans everyone's hours, 9 AM to 7 PM, on a 12-hour clock.
    for (const hour of ['9:00 AM', '12:00 PM', '6:00 PM']) expect(within(region).getByText(hour)).toBeInTheDocument();
    expect(within(region).queryByText('7:00 PM')).not.toBeInTheDocument();
    expect(within(column('Rosa Diaz')).getByText('Break')).toBeInTheDocument();
  });

  it('places each appointment by its start and end with client, service, time and status', async () => {
    stubDayApi();
    await openDay();

    const maya = within(column('Rosa Diaz')).getByRole('link', { name: "Maya Lopez, Women's Haircut, 10:00 AM – 10:45 AM, Confirmed" });
    expect(maya).toHaveAttribute('href', '/appointments/42');
    // From 9:00: one hour down, three quarter-hours tall.
    expect(maya).toHaveStyle({ top: `${4 * ROW_HEIGHT}px`, height: `${3 * ROW_HEIGHT}px` });
    expect(maya.getAttribute('style')).toContain('--mantine-color-blue-filled');
    expect(maya).toHaveTextContent("Maya LopezWomen's Haircut10:00 AM – 10:45 AM · Confirmed");

    const jo = within(column('Ana Ruiz')).getByRole('link', { name: 'Jo Kim, Balayage, 11:00 AM – 12:30 PM, In progress' });
    expect(jo).toHaveStyle({ top: `${8 * ROW_HEIGHT}px`, height: `${6 * ROW_HEIGHT}px` });
    expect(jo.getAttribute('style')).toContain('--mantine-color-violet-filled');
  });

  it('opens an appointment from its block', async () => {
    const user = setupUser();
    stubDayApi();
    const { router } = await openDay();

    await user.click(within(column('Rosa Diaz')).getByRole('link', { name: /^Maya Lopez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
  });

  it('offers free time only, and books it with the employee, date and time filled in', async () => {
    const user = setupUser();
    stubDayApi({ handlers: bookingFormLists });
    const { router } = await openDay();

    const rosaSlots = slotLinks('Rosa Diaz').map((link) => link.getAttribute('aria-label')?.replace('New appointment with Rosa Diaz at ', ''));
    // Not during Maya (10:00-10:45) or the break (12:00-12:30); a cancelled booking frees its time.
    expect(rosaSlots).toContain('9:45 AM');
    expect(rosaSlots).not.toContain('10:00 AM');
    expect(rosaSlots).not.toContain('10:30 AM');
    expect(rosaSlots).toContain('10:45 AM');
    expect(rosaSlots).not.toContain('12:00 PM');
    expect(rosaSlots).not.toContain('12:15 PM');
    expect(rosaSlots).toContain('1:00 PM');
    expect(rosaSlots.at(-1)).toBe('4:45 PM');
    // Ana starts at 11 and is busy until 12:30.
    expect(slotLinks('Ana Ruiz')[0]).toHaveAccessibleName('New appointment with Ana Ruiz at 12:30 PM');

    const slot = within(column('Rosa Diaz')).getByRole('link', { name: 'New appointment with Rosa Diaz at 10:45 AM' });
    expect(slot).toHaveStyle({ top: `${7 * ROW_HEIGHT}px`, height: `${ROW_HEIGHT}px` });
    await user.click(slot);
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/new'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ date: DAY, employee_id: '3', start_time: '10:45' });
  });

  it('lists cancelled and no-show appointments under the grid rather than over free time', async () => {
    stubDayApi();
    const { region } = await openDay();

    expect(within(region).queryByRole('link', { name: /^Leo Park/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1:00 PM Leo Park with Rosa Diaz (Cancelled)' })).toHaveAttribute('href', '/appointments/43');
  });

  it('keeps an inactive employee who is booked that day in a column marked Inactive, with no free time offered', async () => {
    const vera = {
      ...employee(6, 'Vera Holt', 'stylist', { working_hours: { start_time: '09:00', end_time: '17:00' }, appointments: [block({ appointment_id: 60, client_name: 'Sam Ode' })] }),
      is_active: false,
    };
    const uma = { ...employee(7, 'Uma Reyes', 'barber', { appointments: [block({ appointment_id: 61, status: 'cancelled', client_name: 'Ida Fox' })] }), is_active: false };
    stubDayApi({ employees: [rosa, vera, uma] });
    const { region } = await openDay();

    expect(within(region).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Rosa Diaz', 'Vera Holt']);
    expect(within(column('Vera Holt')).getByRole('link', { name: "Sam Ode, Women's Haircut, 10:00 AM – 10:45 AM, Confirmed" })).toHaveAttribute('href', '/appointments/60');
    expect(within(region).getByText('Inactive')).toBeInTheDocument();
    expect(slotLinks('Vera Holt')).toHaveLength(0);
    expect(slotLinks('Rosa Diaz').length).toBeGreaterThan(0);
    expect(screen.getByText('Not working this day:').parentElement).toHaveTextContent('Not working this day: Uma Reyes (inactive)');
  });

  it('offers no free time to someone who may not book', async () => {
    stubDayApi({ user: stylistUser });
    await openDay(`/appointments?view=day&date=${DAY}`, stylistUser);

    expect(slotLinks('Rosa Diaz')).toHaveLength(0);
    expect(within(column('Rosa Diaz')).getByRole('link', { name: /^Maya Lopez/ })).toBeInTheDocument();
  });

  it('offers no free time on a past day, and today only from now on', async () => {
    const user = setupUser();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 2, 12, 10, 50));
    stubDayApi();
    await openDay('/appointments?view=day');

    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, March 12, 2030' })).toBeInTheDocument();
    expect(screen.getByText('Not working today:')).toBeInTheDocument();
    expect(slotLinks('Rosa Diaz')[0]).toHaveAccessibleName('New appointment with Rosa Diaz at 11:00 AM');

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, March 11, 2030' })).toBeInTheDocument();
    await waitFor(() => expect(within(column('Rosa Diaz')).getByRole('link', { name: /^Maya Lopez/ })).toBeInTheDocument());
    expect(slotLinks('Rosa Diaz')).toHaveLength(0);
  });

  it("opens on the salon's today and offers its free time from the salon's present minute, whatever the computer's zone", async () => {
    // 00:50 UTC on Wednesday 13 March 2030 is 2:50 PM on Tuesday the 12th in Honolulu.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-13T00:50:00Z'));
    const honolulu = inSalonZone(ownerUser, 'Pacific/Honolulu');
    const fetchMock = stubDayApi({ user: honolulu });
    await openDay('/appointments?view=day', honolulu);

    expect(scheduleDates(fetchMock)).toEqual([DAY]);
    expect(screen.getByRole('heading', { level: 2, name: 'Tuesday, March 12, 2030' })).toBeInTheDocument();
    expect(screen.getByText('Not working today:')).toBeInTheDocument();
    expect(slotLinks('Rosa Diaz')[0]).toHaveAccessibleName('New appointment with Rosa Diaz at 3:00 PM');
  });

  it("skips the hour the salon's clock skips, in the salon's time zone whatever the browser's", async () => {
    // New York springs forward at 02:00 on Sunday 9 March 2031; Phoenix keeps its clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 1, 9, 0));
    const night = employee(3, 'Rosa Diaz', 'stylist', { date: '2031-03-09', working_hours: { start_time: '01:00', end_time: '04:00' } });
    const dayIn = (time_zone: string) => () => dataResponse({ date: '2031-03-09', time_zone, employees: [night] });
    const startsOf = () => slotLinks('Rosa Diaz').map((link) => link.getAttribute('aria-label')?.replace('New appointment with Rosa Diaz at ', ''));

    stubApi({ 'GET /api/auth/me': () => dataResponse(ownerUser), [SCHEDULE]: dayIn('America/New_York') });
    const { unmount } = await openDay('/appointments?view=day&date=2031-03-09');
    expect(startsOf()).toEqual(['1:00 AM', '1:15 AM', '1:30 AM', '1:45 AM', '3:00 AM', '3:15 AM', '3:30 AM', '3:45 AM']);
    unmount();

    stubApi({ 'GET /api/auth/me': () => dataResponse(ownerUser), [SCHEDULE]: dayIn('America/Phoenix') });
    await openDay('/appointments?view=day&date=2031-03-09');
    expect(startsOf()).toEqual(['1:00 AM', '1:15 AM', '1:30 AM', '1:45 AM', '2:00 AM', '2:15 AM', '2:30 AM', '2:45 AM', '3:00 AM', '3:15 AM', '3:30 AM', '3:45 AM']);
  });

  it('moves between days with the buttons and the date picker, kept in the address', async () => {
    const user = setupUser();
    const fetchMock = stubDayApi();
    const { router } = await openDay();
    const dateInAddress = () => new URLSearchParams(router.state.location.search).get('date');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wednesday, March 13, 2030' })).toBeInTheDocument();
    expect(dateInAddress()).toBe('2030-03-13');

    await replaceText(user, screen.getByLabelText('Date'), '2030-04-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'Monday, April 1, 2030' })).toBeInTheDocument();
    expect(dateInAddress()).toBe('2030-04-01');
    await waitFor(() => expect(scheduleDates(fetchMock)).toEqual([DAY, '2030-03-13', '2030-04-01']));
  });

  it('says when no one works that day', async () => {
    stubDayApi({ employees: [ben] });
    signIn(ownerUser);
    renderApp(`/appointments?view=day&date=${DAY}`);

    expect(await screen.findByText('No one is working on Tuesday, March 12, 2030.')).toBeInTheDocument();
    expect(screen.getByText('Not working this day:').parentElement).toHaveTextContent('Ben Cho');
  });

  it('shows a failed load with Try Again', async () => {
    stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      [SCHEDULE]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred'),
    });
    signIn(ownerUser);
    renderApp(`/appointments?view=day&date=${DAY}`);

    expect(await screen.findByText('Error loading the schedule')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
