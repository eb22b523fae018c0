import { screen, waitFor, within } from '@testing-library/react';
import type { ScheduleDay, ScheduleDayInput } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildEmployee, buildScheduleDay } from '../../../testing/fixtures/employees';
import { setupUser } from '../../../testing/user-actions';

const BULK = 'POST /api/employees/3/schedules/bulk';

/** Monday 9 to 5 with a half-hour lunch, Tuesday 10 to 6 with no break; the rest are days off. */
const week: ScheduleDay[] = [
  buildScheduleDay({ schedule_id: 11, day_of_week: 1 }),
  buildScheduleDay({ schedule_id: 12, day_of_week: 2, start_time: '10:00', end_time: '18:00', break_start: null, break_end: null }),
];

type Handlers = Parameters<typeof stubApi>[0];

function stubScheduleApi(handlers: Handlers = {}, user = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/employees/3': () => dataResponse(buildEmployee()),
    'GET /api/employees/3/schedules': () => dataResponse(week),
    ...handlers,
  });
}

/** The saved week as the API would answer the bulk save. */
const stored = (days: ScheduleDayInput[]) =>
  days.map((day, index) => buildScheduleDay({ schedule_id: 20 + index, ...day, break_start: day.break_start ?? null, break_end: day.break_end ?? null }));

async function openSchedule(user = ownerUser) {
  signIn(user);
  renderApp('/employees/3?tab=schedule');
  return screen.findByRole('table', { name: 'Weekly schedule' });
}

/** A day's row of the schedule table, found by its row header. */
const dayRow = (table: HTMLElement, day: string) => within(table).getByRole('rowheader', { name: day }).closest('tr') as HTMLElement;

/** Picks a time in a time select; jsdom never finishes Mantine's dropdown transition, so options count as hidden. */
async function pickTime(label: string, time: string) {
  const user = setupUser();
  const select = screen.getByRole('combobox', { name: label });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(select.getAttribute('aria-controls') as string) as HTMLElement;
  await user.click(within(listbox).getByRole('option', { name: time, hidden: true }));
}

describe('employee schedule', () => {
  it('shows the saved week with a switch per day, times on a 12-hour clock', async () => {
    stubScheduleApi();
    const table = await openSchedule();

    expect(screen.getByRole('switch', { name: 'Working on Monday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Working on Sunday' })).not.toBeChecked();
    expect(within(dayRow(table, 'Sunday')).getByText('Day off')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Monday start time' })).toHaveValue('9:00 AM');
    expect(screen.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('5:00 PM');
    expect(screen.getByRole('combobox', { name: 'Monday break start' })).toHaveValue('12:00 PM');
    expect(screen.getByRole('combobox', { name: 'Tuesday break start' })).toHaveValue('');
    expect(screen.queryByText(/no working days set/)).not.toBeInTheDocument();
    // Nothing to save or reset until something changes.
    expect(screen.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('offers times every 15 minutes', async () => {
    const user = setupUser();
    stubScheduleApi();
    await openSchedule();

    const select = screen.getByRole('combobox', { name: 'Monday start time' });
    await user.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
    const options = within(document.getElementById(select.getAttribute('aria-controls') as string) as HTMLElement).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(96);
    expect(options.slice(36, 39).map((option) => option.textContent)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM']);
  });

  it('turns a day off and another on, and saves the whole week', async () => {
    const user = setupUser();
    const fetchMock = stubScheduleApi({ [BULK]: ({ body }) => dataResponse(stored((body as { schedules: ScheduleDayInput[] }).schedules)) });
    const table = await openSchedule();

    await user.click(screen.getByRole('switch', { name: 'Working on Tuesday' }));
    expect(within(dayRow(table, 'Tuesday')).getByText('Day off')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Working on Saturday' }));
    await pickTime('Saturday end time', '2:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, BULK)[0].body).toEqual({
      schedules: [
        { day_of_week: 1, start_time: '09:00', end_time: '17:00', break_start: '12:00', break_end: '12:30' },
        { day_of_week: 6, start_time: '09:00', end_time: '14:00', break_start: null, break_end: null },
      ],
    });
    expect(screen.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
  });

  it('says when a day ends before it starts, and saves nothing', async () => {
    const user = setupUser();
    const fetchMock = stubScheduleApi();
    const table = await openSchedule();

    await pickTime('Monday end time', '8:00 AM');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    expect(within(dayRow(table, 'Monday')).getByText('End time must be after start time')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Monday end time' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, BULK)).toHaveLength(0);
  });

  it('asks for both ends of a break', async () => {
    const user = setupUser();
    const fetchMock = stubScheduleApi();
    const table = await openSchedule();

    await pickTime('Tuesday break start', '1:00 PM');
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    expect(within(dayRow(table, 'Tuesday')).getByText('Break start and end are both required for a break')).toBeInTheDocument();
    expect(callsTo(fetchMock, BULK)).toHaveLength(0);
  });

  it('puts the day back as it was saved on Reset', async () => {
    const user = setupUser();
    stubScheduleApi();
    const table = await openSchedule();

    await user.click(screen.getByRole('switch', { name: 'Working on Monday' }));
    expect(within(dayRow(table, 'Monday')).getByText('Day off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByRole('switch', { name: 'Working on Monday' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('5:00 PM');
  });

  it('shows the API\'s field errors on the day they belong to', async () => {
    const user = setupUser();
    stubScheduleApi({
      [BULK]: () => errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors: { 'schedules.1.break_start': ['The break must fall within working hours'] } }),
    });
    const table = await openSchedule();

    await user.click(screen.getByRole('switch', { name: 'Working on Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    // The second day sent is Monday (Sunday is the first).
    expect(await within(dayRow(table, 'Monday')).findByText('The break must fall within working hours')).toBeInTheDocument();
  });

  it('says when the week could not be saved', async () => {
    const user = setupUser();
    stubScheduleApi({ [BULK]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    await openSchedule();

    await user.click(screen.getByRole('switch', { name: 'Working on Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Save Schedule' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save the schedule. Please try again.');
    expect(alert).toHaveTextContent('The database is not answering');
  });

  it('says an employee without a schedule works the business hours', async () => {
    stubScheduleApi({ 'GET /api/employees/3/schedules': () => dataResponse([]) });
    await openSchedule();

    expect(screen.getByText(/Rosa has no working days set, so Rosa works the salon's business hours/)).toBeInTheDocument();
    expect(screen.getAllByRole('switch').every((day) => !(day as HTMLInputElement).checked)).toBe(true);
  });

  it('is read-only for users who may not change employees, with 12-hour times', async () => {
    stubScheduleApi({}, stylistUser);
    const table = await openSchedule(stylistUser);

    expect(within(dayRow(table, 'Monday')).getByText('9:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(within(dayRow(table, 'Monday')).getByText('12:00 PM – 12:30 PM')).toBeInTheDocument();
    expect(within(dayRow(table, 'Tuesday')).getByText('10:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(within(dayRow(table, 'Tuesday')).getByText('No break')).toBeInTheDocument();
    expect(within(dayRow(table, 'Sunday')).getByText('Day off')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Schedule' })).not.toBeInTheDocument();
  });

  it('says when the schedule could not be loaded', async () => {
    stubScheduleApi({ 'GET /api/employees/3/schedules': () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    signIn(ownerUser);
    renderApp('/employees/3?tab=schedule');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading schedule');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
