import { act, screen, waitFor, within } from '@testing-library/react';
import type { TimeSlot } from '@salon/contracts';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { renderApp } from '../../../testing/render-app';
import { inSalonZone, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointmentBalance } from '../../../testing/fixtures/payments-balance';
import { buildClient, buildNote } from '../../../testing/fixtures/clients';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { SLOT_TEXTS } from './appointment-slot-picker';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const CREATE = 'POST /api/appointments';
const RECURRING = 'POST /api/appointments/recurring';
const UPDATE = 'PUT /api/appointments/42';
const SLOTS = 'GET /api/availability/employee/3';
const CLIENTS = 'GET /api/clients';

// The tests run on a pretend today, Tuesday 14 May 2030 (see beforeEach), so bookings a week
// and more ahead are literal dates that never turn into the past.
const TODAY = '2030-05-14';
const DAY = '2030-05-21';
const TWO_WEEKS_AHEAD = '2030-05-28';
const THREE_WEEKS_AHEAD = '2030-06-04';

const haircut = buildService({
  service_id: 5,
  name: "Women's Haircut",
  serviceType: { service_type_id: 1, name: 'Hair Cut & Styling' },
  service_type_id: 1,
  duration_minutes: 45,
  base_price: 65,
});
const balayage = buildService({ service_id: 6, name: 'Balayage', duration_minutes: 150, base_price: 185 });
const rosa = buildEmployee({ employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' });
const sam = buildEmployee({ employee_id: 4, first_name: 'Sam', last_name: 'Stone' });
const ann = buildClient({ client_id: 1, first_name: 'Ann', last_name: 'Lee' });
const maya = buildClient({ client_id: 7, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.test' });

const slot = (start_time: string, end_time: string, is_available = true, conflict_reason: TimeSlot['conflict_reason'] = null): TimeSlot => ({
  start_time,
  end_time,
  is_available,
  conflict_reason,
});
const DAY_SLOTS = [slot('09:00', '09:45', false, 'booked'), slot('10:00', '10:45'), slot('14:30', '15:15')];
const slotsOf = (slots: TimeSlot[]) =>
  dataResponse({ employee_id: 3, date: DAY, duration_minutes: 45, working_hours: { start_time: '09:00', end_time: '17:00' }, slots });

type Handlers = Parameters<typeof stubApi>[0];

function stubFormApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/services': () => dataResponse({ services: [haircut, balayage], pagination: { total: 2, page: 1, pageSize: 1000, totalPages: 1 } }),
    'GET /api/employees': () => dataResponse({ rows: [rosa, sam], count: 2 }),
    [CLIENTS]: () => dataResponse({ clients: [ann, maya], total_count: 2 }),
    [SLOTS]: () => slotsOf(DAY_SLOTS),
    'GET /api/clients/:id/notes': () => dataResponse([]),
    // The payment card of the detail page a save lands on.
    'GET /api/payments/appointments/:appointmentId/balance': () => dataResponse(buildAppointmentBalance({ payments: [] })),
    // The salon's rule on double booking: off, as by default.
    'GET /api/settings': () => dataResponse(buildSettingsResponse()),
    ...handlers,
  });
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}


const dateInput = () => screen.getByLabelText(/^Date\W*$/);
const slotArea = () => screen.getByRole('radiogroup', { name: /^Start time/ });

async function openNewForm(path = '/appointments/new', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'New Appointment' });
  return rendered;
}

/** Client, service, employee and date: everything but the time. */
async function fillBooking() {
  await chooseOption('Client', /^Maya Lopez/);
  await chooseOption('Service', /^Women's Haircut/);
  await chooseOption('Employee', 'Rosa Diaz');
  await type(dateInput(), DAY);
  await within(slotArea()).findByRole('radio', { name: '10:00 AM' });
}

describe('appointment form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 14, 10, 0));
  });

  it('asks for date, employee and service before it looks up time slots, then asks with all three', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    expect(within(slotArea()).getByText(SLOT_TEXTS.notReady)).toBeInTheDocument();
    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    expect(screen.getByText(SLOT_TEXTS.notReady)).toBeInTheDocument();
    expect(callsTo(fetchMock, SLOTS)).toHaveLength(0);

    await type(dateInput(), DAY);

    const area = slotArea();
    expect(await within(area).findByRole('radio', { name: '10:00 AM' })).toBeEnabled();
    expect(within(area).getByRole('radio', { name: '2:30 PM' })).toBeInTheDocument();
    // Taken times stay out of the way until asked for, then show why.
    expect(within(area).queryByRole('radio', { name: /9:00 AM/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show unavailable times' }));
    expect(within(area).getByRole('radio', { name: '9:00 AM · Booked' })).toBeDisabled();
    expect(within(area).getByText('Working hours 9:00 AM – 5:00 PM')).toBeInTheDocument();
    expect(screen.queryByText(SLOT_TEXTS.notReady)).not.toBeInTheDocument();

    const calls = callsTo(fetchMock, SLOTS);
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0].url)).toEqual({ date: DAY, service_id: '5' });
  });

  it('says when the employee has no free time that day', async () => {
    stubFormApi({ [SLOTS]: () => slotsOf([slot('10:00', '10:45', false, 'booked')]) });
    await openNewForm();

    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    await type(dateInput(), DAY);

    expect(await within(slotArea()).findByText(SLOT_TEXTS.none)).toBeInTheDocument();
    expect(within(slotArea()).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists no time slots when the lookup fails', async () => {
    stubFormApi({ [SLOTS]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await openNewForm();

    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    await type(dateInput(), DAY);

    expect(await within(slotArea()).findByText(SLOT_TEXTS.none)).toBeInTheDocument();
  });

  it("fills duration and price from the chosen service, and the end time follows the start and the duration", async () => {
    const user = setupUser();
    stubFormApi();
    await openNewForm();

    await chooseOption('Service', /^Women's Haircut/);
    expect(screen.getByLabelText(/^Duration \(minutes\)/)).toHaveValue('45');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('65');
    expect(screen.getByLabelText('End time')).toHaveValue('');

    await chooseOption('Employee', 'Rosa Diaz');
    await type(dateInput(), DAY);
    await user.click(await within(slotArea()).findByRole('radio', { name: '2:30 PM' }));
    expect(within(slotArea()).getByRole('radio', { name: '2:30 PM' })).toBeChecked();
    expect(screen.getByLabelText('End time')).toHaveValue('3:15 PM');

    await type(screen.getByLabelText(/^Duration \(minutes\)/), '90');
    expect(screen.getByLabelText('End time')).toHaveValue('4:00 PM');

    await chooseOption('Service', /^Balayage/);
    expect(screen.getByLabelText(/^Duration \(minutes\)/)).toHaveValue('150');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('185');
    expect(screen.getByLabelText('End time')).toHaveValue('5:00 PM');
  });

  it('asks for slots of the length typed when it is not the service’s usual one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFormApi();
    await openNewForm();

    await fillBooking();
    await type(screen.getByLabelText(/^Duration \(minutes\)/), '90');
    // The typed length is asked for once typing pauses.
    expect(callsTo(fetchMock, SLOTS)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));

    await waitFor(() => expect(callsTo(fetchMock, SLOTS)).toHaveLength(2));
    expect(queryOf(callsTo(fetchMock, SLOTS)[1].url)).toEqual({ date: DAY, service_id: '5', duration_minutes: '90' });
  });

  it('says the bound of a duration out of range instead of changing the number', async () => {
    stubFormApi();
    await openNewForm();

    const duration = screen.getByLabelText(/^Duration \(minutes\)/);
    await type(duration, '500');

    expect(await screen.findByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(duration).toHaveValue('500');
  });

  it('keeps a negative price and a 2-minute duration as typed and says why', async () => {
    stubFormApi();
    await openNewForm();

    const duration = screen.getByLabelText(/^Duration \(minutes\)/);
    const price = screen.getByLabelText(/^Price/);
    await type(duration, '2');
    await type(price, '-10');

    expect(await screen.findByText('Price must be between $0 and $99,999.99')).toBeInTheDocument();
    expect(screen.getByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(duration).toHaveValue('2');
    expect(price).toHaveValue('-10');
  });

  it('refuses a date in the past', async () => {
    stubFormApi();
    await openNewForm();

    await type(dateInput(), '2020-01-06');

    expect(await screen.findByText('Cannot book appointments in the past')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAttribute('min', TODAY);
  });

  it("offers dates from the salon's today and calls only earlier ones past, whatever the computer's zone", async () => {
    // 03:00 UTC on Tuesday 24 November 2026 is still Monday the 23rd at a salon in Los Angeles.
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
    const losAngelesOwner = inSalonZone(ownerUser, 'America/Los_Angeles');
    stubFormApi({ 'GET /api/auth/me': () => dataResponse(losAngelesOwner) });
    await openNewForm('/appointments/new', losAngelesOwner);

    expect(dateInput()).toHaveAttribute('min', '2026-11-23');
    await type(dateInput(), '2026-11-23');
    expect(dateInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Cannot book appointments in the past')).not.toBeInTheDocument();

    await type(dateInput(), '2026-11-22');
    expect(await screen.findByText('Cannot book appointments in the past')).toBeInTheDocument();

    // A series starts on the same rule.
    await setupUser().click(screen.getByRole('switch', { name: /^Repeat/ }));
    await type(dateInput(), '2026-11-23');
    expect(screen.queryByText('Cannot book appointments in the past')).not.toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    for (const message of ['Client is required', 'Service is required', 'Employee is required', 'Date is required', 'Start time is required', 'Duration is required', 'Price is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('books the appointment with every field, then opens it with a success toast', async () => {
    const user = setupUser();
    const booked = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '14:30' });
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(booked, 201), 'GET /api/appointments/42': () => dataResponse(booked) });
    const { router } = await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '2:30 PM' }));
    await type(screen.getByLabelText(/^Deposit\W*$/), '20');
    await chooseOption('Deposit paid by', 'Cash');
    await type(screen.getByRole('textbox', { name: /^Notes/ }), 'Wants a fringe trim too.');
    await type(screen.getByLabelText(/^Special requests/), 'Quiet appointment');
    await type(screen.getByLabelText(/^Internal notes/), 'Prefers Rosa.');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
    expect(callsTo(fetchMock, CREATE)[0].body).toEqual({
      client_id: 7,
      employee_id: 3,
      service_id: 5,
      appointment_date: DAY,
      start_time: '14:30',
      duration_minutes: 45,
      total_price: 65,
      deposit_amount: 20,
      deposit_method: 'cash',
      notes: 'Wants a fringe trim too.',
      internal_notes: 'Prefers Rosa.',
      special_requests: 'Quiet appointment',
    });
    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
  });

  it('refuses a chosen time that is not among the free slots', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ 'GET /api/clients/7': () => dataResponse(maya) });
    await openNewForm(`/appointments/new?date=${DAY}&employee_id=3&start_time=09:00&client_id=7`);

    await screen.findByRole('combobox', { name: 'Client' });
    await chooseOption('Service', /^Women's Haircut/);
    await within(slotArea()).findByRole('radio', { name: '10:00 AM' });
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await within(screen.getByRole('region', { name: 'Date & Time' })).findByText('Selected time slot is not available')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('shows the field errors of a 400 next to their fields', async () => {
    const user = setupUser();
    stubFormApi({
      [CREATE]: () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          fieldErrors: { start_time: ['Rosa works 09:00–17:00 on Tuesdays'], employee_id: ['This employee is inactive and cannot be booked'] },
        }),
    });
    await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByText('Rosa works 09:00–17:00 on Tuesdays')).toBeInTheDocument();
    expect(screen.getByText('This employee is inactive and cannot be booked')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at the time slots when the time was taken meanwhile, and shows what is free now', async () => {
    const user = setupUser();
    let lookups = 0;
    const fetchMock = stubFormApi({
      [CREATE]: () => errorResponse(409, 'SLOT_TAKEN', 'Selected time slot is not available'),
      [SLOTS]: () => {
        lookups += 1;
        return slotsOf(lookups === 1 ? DAY_SLOTS : [slot('10:00', '10:45', false, 'booked'), slot('14:30', '15:15')]);
      },
    });
    await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await within(screen.getByRole('region', { name: 'Date & Time' })).findByText('Selected time slot is not available')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, SLOTS)).toHaveLength(2));
    await waitFor(() => expect(within(slotArea()).queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument());
    expect(slotArea()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the appointment could not be booked', async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create appointment. Please try again.');
  });

  it('books a repeating series and says which dates could not be booked and why', async () => {
    const user = setupUser();
    const first = buildAppointment({ appointment_id: 51, appointment_date: DAY, start_time: '10:00' });
    const third = buildAppointment({ appointment_id: 52, appointment_date: THREE_WEEKS_AHEAD, start_time: '10:00' });
    const fetchMock = stubFormApi({
      [RECURRING]: () =>
        dataResponse(
          { series_id: 's-1', booked: [third, first], failed: [{ appointment_date: TWO_WEEKS_AHEAD, code: 'SLOT_TAKEN', message: 'Selected time slot is not available' }] },
          201,
        ),
    });
    await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('switch', { name: /^Repeat/ }));
    await chooseOption('Repeats', 'Every week');
    await user.click(screen.getByRole('button', { name: 'Book Series' }));
    expect(await screen.findByText('Choose an end date or a number of occurrences')).toBeInTheDocument();
    await type(screen.getByLabelText(/^Number of appointments/), '60');
    expect(await screen.findByText('Occurrences must be between 2 and 52')).toBeInTheDocument();

    await type(screen.getByLabelText(/^Number of appointments/), '3');
    await user.click(screen.getByRole('button', { name: 'Book Series' }));

    const outcome = await screen.findByRole('status', { name: '2 appointments booked' });
    const notBooked = within(outcome).getByRole('list', { name: 'Dates not booked' });
    expect(notBooked).toHaveTextContent('Selected time slot is not available');
    expect(within(outcome).getByRole('link', { name: 'Open the First Appointment' })).toHaveAttribute('href', '/appointments/51');
    expect(callsTo(fetchMock, RECURRING)[0].body).toMatchObject({
      client_id: 7,
      employee_id: 3,
      service_id: 5,
      appointment_date: DAY,
      start_time: '10:00',
      recurring_pattern: 'weekly',
      recurring_end_date: null,
      recurring_count: 3,
    });
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('says when no date of a series could be booked, and goes back to the form', async () => {
    const user = setupUser();
    stubFormApi({
      [RECURRING]: () =>
        dataResponse(
          {
            series_id: null,
            booked: [],
            failed: [
              { appointment_date: DAY, code: 'SLOT_TAKEN', message: 'Selected time slot is not available' },
              { appointment_date: TWO_WEEKS_AHEAD, code: 'VALIDATION_FAILED', message: 'Rosa does not work on Sundays' },
            ],
          },
          201,
        ),
    });
    await openNewForm();

    await fillBooking();
    await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('switch', { name: /^Repeat/ }));
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await type(screen.getByLabelText(/^End date/), TWO_WEEKS_AHEAD);
    await user.click(screen.getByRole('button', { name: 'Book Series' }));

    const outcome = await screen.findByRole('status', { name: 'No appointments were booked' });
    expect(outcome).toHaveTextContent('Rosa does not work on Sundays');
    await user.click(within(outcome).getByRole('button', { name: 'Change the Booking' }));
    expect(await screen.findByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lopez');
    expect(screen.getByLabelText(/^End date/)).toHaveValue(TWO_WEEKS_AHEAD);
  });

  it("shows the chosen client's notes, the ones marked as alerts standing out, with a link to the client page", async () => {
    const fetchMock = stubFormApi({
      'GET /api/clients/7/notes': () =>
        dataResponse([
          buildNote({ note_id: 5, client_id: 7, note_text: 'Coffee, no sugar' }),
          buildNote({ note_id: 4, client_id: 7, note_text: 'Allergic to nuts (snacks only)' }),
          buildNote({ note_id: 3, client_id: 7, note_text: 'Patch test every time', is_alert: true }),
        ]),
    });
    await openNewForm();

    expect(screen.queryByRole('region', { name: 'Client notes' })).not.toBeInTheDocument();
    await chooseOption('Client', /^Maya Lopez/);

    const notes = screen.getByRole('region', { name: 'Client notes' });
    const alerts = await within(notes).findByRole('list', { name: 'Health and safety notes' });
    expect(within(alerts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Patch test every time')]);
    // The flag decides, not the words: an allergy note left unmarked is an ordinary note.
    expect(within(within(notes).getByRole('list', { name: 'Other notes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Coffee, no sugar'),
      expect.stringContaining('Allergic to nuts (snacks only)'),
    ]);
    expect(within(notes).getByRole('link', { name: "Open Maya Lopez's page" })).toHaveAttribute('href', '/clients/7');
    expect(callsTo(fetchMock, 'GET /api/clients/7/notes')).toHaveLength(1);
  });

  it('searches clients on the server with what is typed', async () => {
    const user = setupUser();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFormApi();
    await openNewForm();

    const client = screen.getByRole('combobox', { name: 'Client' });
    await user.type(client, 'lop');
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));

    await waitFor(() => expect(callsTo(fetchMock, CLIENTS).some((call) => queryOf(call.url).search === 'lop')).toBe(true));
    const searched = callsTo(fetchMock, CLIENTS).find((call) => queryOf(call.url).search === 'lop');
    expect(queryOf(searched?.url ?? '')).toMatchObject({ search: 'lop', limit: '20', is_active: 'true' });
    // Not a request per keystroke: only the text typing paused on is asked for.
    expect(callsTo(fetchMock, CLIENTS).every((call) => [undefined, 'lop'].includes(queryOf(call.url).search))).toBe(true);
  });

  it('fills in date, time, employee and client from the address', async () => {
    const fetchMock = stubFormApi({ 'GET /api/clients/7': () => dataResponse(maya) });
    await openNewForm(`/appointments/new?date=${DAY}&employee_id=3&start_time=14:30&client_id=7`);

    expect(await screen.findByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lopez');
    expect(dateInput()).toHaveValue(DAY);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveValue('Rosa Diaz'));
    expect(within(slotArea()).getByText('Chosen: 2:30 PM')).toBeInTheDocument();

    await chooseOption('Service', /^Women's Haircut/);
    expect(await within(slotArea()).findByRole('radio', { name: '2:30 PM' })).toBeChecked();
    expect(screen.getByLabelText('End time')).toHaveValue('3:15 PM');
    expect(callsTo(fetchMock, 'GET /api/clients/7')).toHaveLength(1);
  });

  describe('double booking (DECISIONS §8)', () => {
    const allowingDoubleBooking = () => {
      const settings = defaultSettings();
      settings.appointments.bookingRules.allowDoubleBooking = true;
      return dataResponse(buildSettingsResponse({ settings }));
    };
    const bookAnyway = () => screen.queryByRole('checkbox', { name: 'Book anyway (double booking)' });

    it('with the setting on, lets the desk choose a booked time, refuses it until they tick "Book anyway", then sends the flag', async () => {
      const user = setupUser();
      const booked = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '09:00' });
      const fetchMock = stubFormApi({
        'GET /api/settings': allowingDoubleBooking,
        [CREATE]: () => dataResponse(booked, 201),
        'GET /api/appointments/42': () => dataResponse(booked),
      });
      const { router } = await openNewForm();

      await fillBooking();
      await user.click(screen.getByRole('switch', { name: 'Show unavailable times' }));
      const taken = within(slotArea()).getByRole('radio', { name: '9:00 AM · Booked' });
      await waitFor(() => expect(taken).toBeEnabled());
      await user.click(taken);
      expect(screen.getByText('This time is already booked')).toBeInTheDocument();
      expect(screen.getByText(/^Rosa already has an appointment at 9:00 AM/)).toBeInTheDocument();

      // Not ticked: the taken time is refused as before, and nothing is sent.
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
      expect(await within(screen.getByRole('region', { name: 'Date & Time' })).findByText('Selected time slot is not available')).toBeInTheDocument();
      expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

      await user.click(bookAnyway()!);
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
      expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ employee_id: 3, appointment_date: DAY, start_time: '09:00', allow_overlap: true });
    });

    it('with the setting on, sends no flag for a free time, even after "Book anyway" was ticked for a taken one', async () => {
      const user = setupUser();
      const booked = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '10:00' });
      const fetchMock = stubFormApi({
        'GET /api/settings': allowingDoubleBooking,
        [CREATE]: () => dataResponse(booked, 201),
        'GET /api/appointments/42': () => dataResponse(booked),
      });
      const { router } = await openNewForm();

      await fillBooking();
      await user.click(screen.getByRole('switch', { name: 'Show unavailable times' }));
      const taken = within(slotArea()).getByRole('radio', { name: '9:00 AM · Booked' });
      await waitFor(() => expect(taken).toBeEnabled());
      await user.click(taken);
      await user.click(bookAnyway()!);
      await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
      expect(bookAnyway()).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
      expect(callsTo(fetchMock, CREATE)[0].body).not.toHaveProperty('allow_overlap');
    });

    it('with the setting off, keeps booked times out of reach and offers no "Book anyway"', async () => {
      const user = setupUser();
      const fetchMock = stubFormApi({ 'GET /api/clients/7': () => dataResponse(maya) });
      await openNewForm(`/appointments/new?date=${DAY}&employee_id=3&start_time=09:00&client_id=7`);

      await screen.findByRole('combobox', { name: 'Client' });
      await chooseOption('Service', /^Women's Haircut/);
      await user.click(await screen.findByRole('switch', { name: 'Show unavailable times' }));
      await waitFor(() => expect(callsTo(fetchMock, 'GET /api/settings')).toHaveLength(1));
      expect(within(slotArea()).getByRole('radio', { name: '9:00 AM · Booked' })).toBeDisabled();
      expect(bookAnyway()).not.toBeInTheDocument();
      expect(screen.queryByText('This time is already booked')).not.toBeInTheDocument();
    });
  });

  describe('any available and the next free time', () => {
    const BULK = 'POST /api/appointments/availability/bulk';
    const NEXT = 'GET /api/availability/next-available';
    const dayOf = (employee: typeof rosa, slots: TimeSlot[]) => ({
      employee_id: employee.employee_id,
      first_name: employee.first_name,
      last_name: employee.last_name,
      date: DAY,
      duration_minutes: 45,
      working_hours: { start_time: '09:00', end_time: '17:00' },
      slots,
    });
    // Rosa is free at 10:00 and 14:30, Sam at 09:00 and 10:00: Rosa has more free time, so she comes first at 10:00.
    const bulkDay = () =>
      dataResponse([
        dayOf(rosa, [slot('09:00', '09:45', false, 'booked'), slot('10:00', '10:45'), slot('14:30', '15:15')]),
        dayOf(sam, [slot('09:00', '09:45'), slot('10:00', '10:45'), slot('14:30', '15:15', false, 'booked')]),
      ]);
    const assigned = () => screen.getByRole('combobox', { name: /^Assigned employee/ });

    it('books "Any available": the times anyone is free, the employee a time assigns, and that employee in the create call', async () => {
      const user = setupUser();
      const booked = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '10:00' });
      const fetchMock = stubFormApi({ [BULK]: bulkDay, [CREATE]: () => dataResponse(booked, 201), 'GET /api/appointments/42': () => dataResponse(booked) });
      const { router } = await openNewForm();

      await chooseOption('Client', /^Maya Lopez/);
      await chooseOption('Service', /^Women's Haircut/);
      await chooseOption('Employee', 'Any available');
      expect(screen.getByText('Choose a time: an employee free then is assigned.')).toBeInTheDocument();
      await type(dateInput(), DAY);

      const area = slotArea();
      await within(area).findByRole('radio', { name: '9:00 AM' });
      expect(within(area).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['09:00', '10:00', '14:30']);
      expect(callsTo(fetchMock, BULK)[0].body).toEqual({ date: DAY, service_id: 5 });
      expect(callsTo(fetchMock, SLOTS)).toHaveLength(0);

      await user.click(within(area).getByRole('radio', { name: '9:00 AM' }));
      expect(assigned()).toHaveValue('Sam Stone');
      await user.click(within(area).getByRole('radio', { name: '10:00 AM' }));
      expect(assigned()).toHaveValue('Rosa Diaz');
      await chooseOption('Assigned employee', 'Sam Stone');
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
      expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ client_id: 7, employee_id: 4, service_id: 5, appointment_date: DAY, start_time: '10:00' });
    });

    it('with "Any available", asks for a time rather than an employee, and a time taken meanwhile shows what is free now', async () => {
      const user = setupUser();
      const fetchMock = stubFormApi({ [BULK]: bulkDay, [CREATE]: () => errorResponse(409, 'SLOT_TAKEN', 'Selected time slot is not available') });
      await openNewForm();

      await chooseOption('Client', /^Maya Lopez/);
      await chooseOption('Service', /^Women's Haircut/);
      await chooseOption('Employee', 'Any available');
      await type(dateInput(), DAY);
      await within(slotArea()).findByRole('radio', { name: '10:00 AM' });
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
      expect(await screen.findByText('Start time is required')).toBeInTheDocument();
      expect(screen.queryByText('Employee is required')).not.toBeInTheDocument();

      await user.click(within(slotArea()).getByRole('radio', { name: '10:00 AM' }));
      await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

      expect(await within(screen.getByRole('region', { name: 'Date & Time' })).findByText('Selected time slot is not available')).toBeInTheDocument();
      await waitFor(() => expect(callsTo(fetchMock, BULK)).toHaveLength(2));
      expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ employee_id: 3, start_time: '10:00' });
    });

    it('Next Free Time for a chosen employee fills in the date and time it finds', async () => {
      const user = setupUser();
      const fetchMock = stubFormApi({
        [NEXT]: () => dataResponse({ found: true, slot: { date: DAY, start_time: '14:30', end_time: '15:15', employee_id: 3, employee_name: 'Rosa Diaz' } }),
      });
      await openNewForm();

      expect(screen.getByRole('button', { name: 'Next Free Time' })).toBeDisabled();
      expect(screen.getByText('Choose a service first.')).toBeInTheDocument();
      await chooseOption('Service', /^Women's Haircut/);
      await chooseOption('Employee', 'Rosa Diaz');
      await user.click(screen.getByRole('button', { name: 'Next Free Time' }));

      expect(await screen.findByText('Next free: May 21, 2030 at 2:30 PM with Rosa Diaz.')).toBeInTheDocument();
      expect(dateInput()).toHaveValue(DAY);
      expect(await within(slotArea()).findByRole('radio', { name: '2:30 PM' })).toBeChecked();
      expect(queryOf(callsTo(fetchMock, NEXT)[0].url)).toEqual({ service_id: '5', employee_id: '3' });
    });

    it('Next Free Time with "Any available" searches from the chosen day and assigns the employee it names', async () => {
      const user = setupUser();
      const fetchMock = stubFormApi({
        [BULK]: bulkDay,
        [NEXT]: () => dataResponse({ found: true, slot: { date: DAY, start_time: '10:00', end_time: '10:45', employee_id: 4, employee_name: 'Sam Stone' } }),
      });
      await openNewForm();

      await chooseOption('Service', /^Women's Haircut/);
      await chooseOption('Employee', 'Any available');
      await type(dateInput(), DAY);
      await user.click(screen.getByRole('button', { name: 'Next Free Time' }));

      expect(await screen.findByText('Next free: May 21, 2030 at 10:00 AM with Sam Stone.')).toBeInTheDocument();
      expect(await within(slotArea()).findByRole('radio', { name: '10:00 AM' })).toBeChecked();
      expect(assigned()).toHaveValue('Sam Stone');
      expect(queryOf(callsTo(fetchMock, NEXT)[0].url)).toEqual({ service_id: '5', from_date: DAY });
    });

    it('says when nobody is free in the next 60 days', async () => {
      const user = setupUser();
      stubFormApi({ [NEXT]: () => dataResponse({ found: false, slot: null }) });
      await openNewForm();

      await chooseOption('Service', /^Women's Haircut/);
      await chooseOption('Employee', 'Any available');
      await user.click(screen.getByRole('button', { name: 'Next Free Time' }));

      expect(await screen.findByText('No free time in the next 60 days.')).toBeInTheDocument();
      expect(dateInput()).toHaveValue('');
    });
  });

  describe('editing', () => {
    const appointment = buildAppointment({ appointment_date: DAY, start_time: '10:00', duration_minutes: 45, total_price: 65, deposit_amount: 10 });

    async function openEditForm(handlers: Handlers = {}) {
      const fetchMock = stubFormApi({
        'GET /api/appointments/42': () => dataResponse(appointment),
        [SLOTS]: () => slotsOf([slot('09:00', '09:45'), slot('10:00', '10:45'), slot('11:00', '11:45')]),
        ...handlers,
      });
      signIn(ownerUser);
      const rendered = renderApp('/appointments/edit/42');
      await screen.findByRole('heading', { level: 1, name: 'Edit Appointment' });
      await within(await screen.findByRole('radiogroup', { name: /^Start time/ })).findByRole('radio', { name: '10:00 AM' });
      return { ...rendered, fetchMock };
    }

    it('shows the booking as it is, its own time free and chosen', async () => {
      const { fetchMock } = await openEditForm();

      expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Maya Lopez');
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue("Women's Haircut");
      expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveValue('Rosa Diaz');
      expect(dateInput()).toHaveValue(DAY);
      expect(within(slotArea()).getByRole('radio', { name: '10:00 AM' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue('Wants a fringe trim too.');
      expect(screen.queryByRole('switch', { name: /^Repeat/ })).not.toBeInTheDocument();
      expect(queryOf(callsTo(fetchMock, SLOTS)[0].url)).toEqual({ date: DAY, service_id: '5', exclude_appointment_id: '42' });
    });

    it('saves the changes with PUT and opens the appointment', async () => {
      const user = setupUser();
      const { fetchMock, router } = await openEditForm({ [UPDATE]: ({ body }) => dataResponse({ ...appointment, ...(body as object) }) });

      await user.click(within(slotArea()).getByRole('radio', { name: '11:00 AM' }));
      await type(screen.getByLabelText(/^Price/), '70');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
      expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({
        client_id: 7,
        employee_id: 3,
        service_id: 5,
        appointment_date: DAY,
        start_time: '11:00',
        duration_minutes: 45,
        total_price: 70,
        deposit_amount: 10,
        deposit_method: null,
        notes: 'Wants a fringe trim too.',
        internal_notes: 'Prefers Rosa.',
        special_requests: null,
      });
      expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
      expect(await screen.findByText('Appointment updated')).toBeInTheDocument();
    });

    it('saves a new price on a booking whose time has passed, as long as it is not moved', async () => {
      const user = setupUser();
      const fetchMock = stubFormApi({
        'GET /api/appointments/42': () => dataResponse(appointment),
        [SLOTS]: () => slotsOf([slot('10:00', '10:45', false, 'past'), slot('11:00', '11:45', false, 'past')]),
        [UPDATE]: ({ body }) => dataResponse({ ...appointment, ...(body as object) }),
      });
      signIn(ownerUser);
      const { router } = renderApp('/appointments/edit/42');
      expect(await screen.findByText(SLOT_TEXTS.none)).toBeInTheDocument();
      expect(screen.getByText('Booked for 10:00 AM; it stays unless you pick another time.')).toBeInTheDocument();

      await type(screen.getByLabelText(/^Price/), '80');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
      expect(callsTo(fetchMock, UPDATE)[0].body).toMatchObject({ start_time: '10:00', total_price: 80 });
    });

    it('says when the changes could not be saved', async () => {
      const user = setupUser();
      await openEditForm({ [UPDATE]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });

      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update appointment. Please try again.');
    });

    it('says when the appointment to edit does not exist, with a way back', async () => {
      stubFormApi({ 'GET /api/appointments/42': () => errorResponse(404, 'NOT_FOUND', 'Appointment not found') });
      signIn(ownerUser);
      renderApp('/appointments/edit/42');

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading appointment');
      expect(within(alert).getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute('href', '/appointments');
    });
  });
});
