import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, TimeSlot } from '@salon/contracts';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildClient } from '../../../testing/fixtures/clients';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildRequestedService, buildWaitlistCounts, buildWaitlistEntry, buildWaitlistSummary } from '../../../testing/fixtures/waitlist';
import { buildUser, inSalonZone, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { renderWaitlistPage, settingsAnswer } from '../waitlist-testing';

const CONVERT = 'POST /api/waitlist/11/convert-to-appointment';
const SLOTS = 'GET /api/availability/employee/:id';
const LIST = 'GET /api/waitlist';
const MATCHES = 'GET /api/clients/possible-duplicates';

const ana = buildWaitlistEntry({
  requestedServices: [
    buildRequestedService({ preferredEmployeeId: 3, preferredEmployeeName: 'Rosa Diaz' }),
    buildRequestedService({ serviceId: 8, serviceName: 'Gel Manicure', durationMinutes: 40 }),
  ],
});
const employees = [buildEmployee({ employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' }), buildEmployee({ employee_id: 4, first_name: 'Liam', last_name: 'Chen' })];

const slot = (start_time: string, end_time: string, is_available = true): TimeSlot => ({ start_time, end_time, is_available, conflict_reason: is_available ? null : 'booked' });
const DAY_SLOTS = [slot('10:00', '10:45', false), slot('10:30', '11:15'), slot('14:30', '15:15')];
const slotsOf = (employee_id: number, date: string, slots: TimeSlot[]) =>
  dataResponse({ employee_id, date, duration_minutes: 45, working_hours: { start_time: '09:00', end_time: '17:00' }, slots });

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const atSalon = (user: SessionUser) => inSalonZone(user, 'America/New_York');

function stubConvertApi(handlers: ApiHandlers = {}, entry = ana) {
  return stubApi({
    'GET /api/settings': () => settingsAnswer(),
    [LIST]: () => dataResponse({ entries: [entry], counts: buildWaitlistCounts() }),
    'GET /api/waitlist/summary': () => dataResponse(buildWaitlistSummary()),
    'GET /api/employees': () => dataResponse({ rows: employees, count: 2 }),
    [MATCHES]: () => dataResponse([]),
    [SLOTS]: ({ url }) => slotsOf(Number(/employee\/(\d+)/.exec(url)?.[1]), queryOf(url).date, DAY_SLOTS),
    [CONVERT]: () =>
      dataResponse(
        {
          entry: { ...entry, status: 'seated', position: null, actualWaitTime: 25, appointmentId: 90 },
          appointment: buildAppointment({ appointment_id: 90, appointment_date: '2026-11-24', start_time: '10:30', end_time: '11:15' }),
        },
        201,
      ),
    ...handlers,
  });
}

async function openConvert(user: SessionUser = receptionistUser) {
  signIn(atSalon(user));
  renderWaitlistPage();
  const card = await screen.findByRole('article', { name: 'Ana Walker' });
  await setupUser().click(within(card).getByRole('button', { name: 'Convert to Appt' }));
  return screen.findByRole('dialog', { name: 'Convert to appointment: Ana Walker' });
}

const slotArea = (dialog: HTMLElement) => within(dialog).getByRole('radiogroup', { name: /^Start time/ });

describe('Convert to appointment', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 AM at the salon (New York) on Tuesday 24 November 2026.
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z'));
  });

  it("books the first service with the preferred employee today, at one of their free times, and seats the entry", async () => {
    const calls = stubConvertApi();
    const dialog = await openConvert();
    const user = setupUser();

    expect(dialog).toHaveTextContent("Books Women's Haircut (45m) and seats Ana Walker from the waitlist. Also asked for: Gel Manicure; add them on the appointment's page.");
    expect(within(dialog).getByRole('combobox', { name: 'Employee' })).toHaveValue('Rosa Diaz');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-11-24');
    await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' });
    expect(within(slotArea(dialog)).queryByRole('radio', { name: /10:00 AM/ })).not.toBeInTheDocument();
    expect(callsTo(calls, SLOTS).map((call) => [call.url.split('?')[0], queryOf(call.url)])).toEqual([
      ['/api/availability/employee/3', { date: '2026-11-24', service_id: '5', walk_in: 'true' }],
    ]);

    await user.click(within(slotArea(dialog)).getByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() => expect(callsTo(calls, CONVERT)).toHaveLength(1));
    expect(callsTo(calls, CONVERT)[0].body).toEqual({ employeeId: 3, date: '2026-11-24', startTime: '10:30' });
    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(screen.getByText('Ana Walker with Rosa on Nov 24, 2026 at 10:30 AM; seated from the waitlist.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it('still says the appointment is booked when the refreshed card, now seated, drops the dialog before the summary is back', async () => {
    let converted = false;
    let summaryBack: () => void = () => undefined;
    stubConvertApi({
      [LIST]: () => dataResponse({ entries: [converted ? { ...ana, status: 'seated', position: null, estimatedWaitTime: null, actualWaitTime: 25, appointmentId: 90 } : ana], counts: buildWaitlistCounts() }),
      // The summary asked again after converting answers last, as it may on a real network.
      'GET /api/waitlist/summary': () =>
        converted ? new Promise((resolve) => (summaryBack = () => resolve(dataResponse(buildWaitlistSummary())))) : dataResponse(buildWaitlistSummary()),
      [CONVERT]: () => {
        converted = true;
        return dataResponse(
          {
            entry: { ...ana, status: 'seated', position: null, actualWaitTime: 25, appointmentId: 90 },
            appointment: buildAppointment({ appointment_id: 90, appointment_date: '2026-11-24', start_time: '10:30', end_time: '11:15' }),
          },
          201,
        );
      },
    });
    const dialog = await openConvert();
    const user = setupUser();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Ana Walker' })).queryAllByRole('button')).toEqual([]));
    act(() => summaryBack());

    expect(await screen.findByText('Appointment booked')).toBeInTheDocument();
    expect(screen.getByText('Ana Walker with Rosa on Nov 24, 2026 at 10:30 AM; seated from the waitlist.')).toBeInTheDocument();
  });

  it('asks for an employee first when the walk-in has no preference, and looks again for another employee or day', async () => {
    const anyone = buildWaitlistEntry();
    const calls = stubConvertApi({}, anyone);
    const dialog = await openConvert();
    const user = setupUser();

    expect(slotArea(dialog)).toHaveTextContent('Please select date, employee, and service to see available time slots');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Employee is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Start time is required')).toBeInTheDocument();
    expect(callsTo(calls, CONVERT)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    const listbox = await screen.findByRole('listbox', { name: 'Employee', hidden: true });
    await user.click(await within(listbox).findByRole('option', { name: 'Liam Chen', hidden: true }));
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '2:30 PM' }));

    // Another day clears the chosen time: it was free on the other day.
    await replaceText(user, within(dialog).getByLabelText(/^Date/), '2026-11-25');
    await waitFor(() => expect(callsTo(calls, SLOTS).map((call) => queryOf(call.url).date)).toEqual(['2026-11-24', '2026-11-25']));
    expect(await within(slotArea(dialog)).findByRole('radio', { name: '2:30 PM' })).not.toBeChecked();
    expect(callsTo(calls, SLOTS)[1].url.split('?')[0]).toBe('/api/availability/employee/4');
  });

  it('says at the times when the slot was taken meanwhile, as the API words it, and shows what is free now', async () => {
    let lookups = 0;
    const calls = stubConvertApi({
      [CONVERT]: () => errorResponse(409, 'SLOT_TAKEN', 'Selected time slot is not available'),
      [SLOTS]: ({ url }) => {
        lookups += 1;
        return slotsOf(3, queryOf(url).date, lookups === 1 ? DAY_SLOTS : [slot('10:30', '11:15', false), slot('14:30', '15:15')]);
      },
    });
    const dialog = await openConvert();
    const user = setupUser();

    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    expect(await within(dialog).findByText('Selected time slot is not available')).toBeInTheDocument();
    expect(slotArea(dialog)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(callsTo(calls, SLOTS)).toHaveLength(2));
    await waitFor(() => expect(within(slotArea(dialog)).queryByRole('radio', { name: '10:30 AM' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Convert to appointment: Ana Walker' })).toBeInTheDocument();
  });

  it("shows a refusal that names a field at that field, e.g. a day the employee does not work", async () => {
    stubConvertApi({
      [CONVERT]: () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { startTime: ['Rosa does not work on Tuesdays'] } }),
    });
    const dialog = await openConvert();
    const user = setupUser();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Rosa does not work on Tuesdays')).toBeInTheDocument();
    expect(slotArea(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says under a later date that the salon wants a deposit this form does not take, and shows the refusal there', async () => {
    const refusal = 'A deposit of $35.00 is required (50% of the price) for a visit on a later day: book it from New Appointment, where the deposit is taken';
    stubConvertApi({
      'GET /api/settings': () => settingsAnswer({ requireDeposit: true }),
      [CONVERT]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { date: [refusal] } }),
    });
    const dialog = await openConvert();
    const user = setupUser();
    const dateInput = within(dialog).getByLabelText(/^Date/);
    await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' });
    // Today is a walk-in: nothing to say.
    expect(dialog).not.toHaveTextContent('requires a deposit');

    await replaceText(user, dateInput, '2026-11-25');
    expect(await within(dialog).findByText('The salon requires a deposit for a visit on a later day: book it from New Appointment, where the deposit is taken')).toBeInTheDocument();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(dateInput).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).not.toHaveTextContent('The salon requires a deposit');
  });

  it('says nothing of deposits for a later date while the salon requires none', async () => {
    stubConvertApi();
    const dialog = await openConvert();
    const user = setupUser();
    await replaceText(user, within(dialog).getByLabelText(/^Date/), '2026-11-25');
    await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' });
    expect(dialog).not.toHaveTextContent('requires a deposit');
  });

  it("shows any other refusal as the API says it", async () => {
    stubConvertApi({ [CONVERT]: () => errorResponse(409, 'INVALID_TRANSITION', 'Only waiting or notified entries can be changed') });
    const dialog = await openConvert();
    const user = setupUser();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only waiting or notified entries can be changed');
  });

  it("offers the clients with the walk-in's phone, e-mail or name, and books for the one chosen", async () => {
    const maria = buildClient({ client_id: 21, first_name: 'Maria', last_name: 'Walker', phone: ana.clientPhone, email: null });
    const calls = stubConvertApi({ [MATCHES]: () => dataResponse([{ client: maria, matched_on: ['phone'] }]) });
    const dialog = await openConvert();
    const user = setupUser();

    await user.click(await within(dialog).findByRole('combobox', { name: 'Client' }));
    const listbox = await screen.findByRole('listbox', { name: 'Client', hidden: true });
    await user.click(within(listbox).getByRole('option', { name: `Maria Walker · ${ana.clientPhone}`, hidden: true }));
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() => expect(callsTo(calls, CONVERT)).toHaveLength(1));
    expect(callsTo(calls, CONVERT)[0].body).toEqual({ clientId: 21, employeeId: 3, date: '2026-11-24', startTime: '10:30' });
    expect(queryOf(callsTo(calls, MATCHES)[0].url)).toEqual({ phone: ana.clientPhone, email: ana.clientEmail, first_name: 'Ana', last_name: 'Walker' });
  });

  it("shows at the Client field a refusal of the walk-in's details as a client's", async () => {
    stubConvertApi({
      [CONVERT]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { clientName: ['Please enter a valid phone number'] } }),
    });
    const dialog = await openConvert();
    const user = setupUser();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("asks for a one-word walk-in's last name with the clients' own message, and makes the client with it", async () => {
    const cher = buildWaitlistEntry({ clientName: 'Cher' });
    const calls = stubConvertApi({}, cher);
    signIn(atSalon(receptionistUser));
    renderWaitlistPage();
    const user = setupUser();
    await user.click(within(await screen.findByRole('article', { name: 'Cher' })).getByRole('button', { name: 'Convert to Appt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to appointment: Cher' });

    expect(within(dialog).getByRole('textbox', { name: "Client's first name" })).toHaveValue('Cher');
    expect(within(dialog).getByRole('textbox', { name: "Client's last name" })).toHaveValue('');
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee' }));
    await user.click(await within(await screen.findByRole('listbox', { name: 'Employee', hidden: true })).findByRole('option', { name: 'Rosa Diaz', hidden: true }));
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(await within(dialog).findByText('Last name is required')).toBeInTheDocument();
    // Focus moves once the messages are drawn (the next animation frame).
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: "Client's last name" })).toHaveFocus());
    expect(callsTo(calls, CONVERT)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: "Client's last name" }), 'Sarkisian');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(callsTo(calls, CONVERT)).toHaveLength(1));
    expect(callsTo(calls, CONVERT)[0].body).toEqual({ employeeId: 3, date: '2026-11-24', startTime: '10:30', clientFirstName: 'Cher', clientLastName: 'Sarkisian' });
  });

  it('asks no name when the desk books a one-word walk-in for a client they chose', async () => {
    const cher = buildWaitlistEntry({ clientName: 'Cher', requestedServices: [buildRequestedService({ preferredEmployeeId: 3, preferredEmployeeName: 'Rosa Diaz' })] });
    const sarkisian = buildClient({ client_id: 21, first_name: 'Cher', last_name: 'Sarkisian', phone: cher.clientPhone, email: null });
    const calls = stubConvertApi({ [MATCHES]: () => dataResponse([{ client: sarkisian, matched_on: ['phone'] }]) }, cher);
    signIn(atSalon(receptionistUser));
    renderWaitlistPage();
    const user = setupUser();
    await user.click(within(await screen.findByRole('article', { name: 'Cher' })).getByRole('button', { name: 'Convert to Appt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to appointment: Cher' });

    await user.click(await within(dialog).findByRole('combobox', { name: 'Client' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Client', hidden: true })).getByRole('option', { name: `Cher Sarkisian · ${cher.clientPhone}`, hidden: true }));
    expect(within(dialog).queryByRole('textbox', { name: "Client's last name" })).not.toBeInTheDocument();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    await waitFor(() => expect(callsTo(calls, CONVERT)).toHaveLength(1));
    expect(callsTo(calls, CONVERT)[0].body).toEqual({ clientId: 21, employeeId: 3, date: '2026-11-24', startTime: '10:30' });
  });

  it("shows the API's refusal of the new client's name at the name fields", async () => {
    stubConvertApi({
      [CONVERT]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { clientLastName: ['Last name must be at most 50 characters'] } }),
    });
    const dialog = await openConvert();
    const user = setupUser();
    expect(within(dialog).queryByRole('textbox', { name: "Client's last name" })).not.toBeInTheDocument();
    await user.click(await within(slotArea(dialog)).findByRole('radio', { name: '10:30 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

    expect(await within(dialog).findByText('Last name must be at most 50 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: "Client's last name" })).toHaveValue('Walker');
  });

  it('is not offered to someone who may change the waitlist but not book appointments', async () => {
    stubConvertApi();
    signIn(atSalon(buildUser({ permissions: ['waitlist:read', 'waitlist:update'] })));
    renderWaitlistPage();
    const card = await screen.findByRole('article', { name: 'Ana Walker' });
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['Notify', 'Seat', 'Cancel', 'No Show']);
  });
});
