import { screen, waitFor, within } from '@testing-library/react';
import type { TimeSlot } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointmentBalance } from '../../../testing/fixtures/payments-balance';
import { buildClient } from '../../../testing/fixtures/clients';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

// Require Deposit (issue 16, review finding 1): the deposit is money the desk takes at booking,
// so the form starts it at the rule's amount and says why; the API refuses less. It is a payment
// (second review, finding 1), so the form asks how it was paid.
const CREATE = 'POST /api/appointments';
const DAY = '2030-05-21';
const haircut = buildService({ service_id: 5, name: "Women's Haircut", duration_minutes: 45, base_price: 65 });
const rosa = buildEmployee({ employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' });
const maya = buildClient({ client_id: 7, first_name: 'Maya', last_name: 'Lopez' });
const slot = (start_time: string, end_time: string): TimeSlot => ({ start_time, end_time, is_available: true, conflict_reason: null });
const NOTE = 'A deposit of $13.00 is required (20% of the price): enter the amount the client paid now.';

function settingsWith(requireDeposit: boolean) {
  const settings = defaultSettings();
  settings.appointments.bookingRules = { ...settings.appointments.bookingRules, requireDeposit, depositType: 'percentage', depositAmount: 20 };
  return buildSettingsResponse({ settings });
}

function stubFormApi(requireDeposit: boolean, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/services': () => dataResponse({ services: [haircut], pagination: { total: 1, page: 1, pageSize: 1000, totalPages: 1 } }),
    'GET /api/employees': () => dataResponse({ rows: [rosa], count: 1 }),
    'GET /api/clients': () => dataResponse({ clients: [maya], total_count: 1 }),
    'GET /api/availability/employee/3': () =>
      dataResponse({ employee_id: 3, date: DAY, duration_minutes: 45, working_hours: { start_time: '09:00', end_time: '17:00' }, slots: [slot('10:00', '10:45')] }),
    'GET /api/clients/:id/notes': () => dataResponse([]),
    'GET /api/payments/appointments/:appointmentId/balance': () => dataResponse(buildAppointmentBalance({ payments: [] })),
    'GET /api/settings': () => dataResponse(settingsWith(requireDeposit)),
    ...handlers,
  });
}

let currentFetch: ReturnType<typeof stubApi>;

/** The new booking form with its client chosen, once the salon's settings have been asked for. */
async function fillBooking() {
  const user = setupUser();
  signIn(ownerUser);
  renderApp('/appointments/new');
  await screen.findByRole('heading', { level: 1, name: 'New Appointment' });
  await chooseOption('Client', /^Maya Lopez/);
  await waitFor(() => expect(callsTo(currentFetch, 'GET /api/settings').length).toBeGreaterThan(0));
  return { user };
}

describe('the deposit field of a new booking', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 14, 10, 0));
  });

  it('starts at the required deposit when a service is chosen, says so, and books with it', async () => {
    const booked = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '10:00', deposit_amount: 13 });
    currentFetch = stubFormApi(true, { [CREATE]: () => dataResponse(booked, 201), 'GET /api/appointments/42': () => dataResponse(booked) });
    const { user } = await fillBooking();
    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    await replaceText(user, screen.getByLabelText(/^Date\W*$/), DAY);
    await user.tab();

    expect(screen.getByLabelText(/^Deposit\W*$/)).toHaveValue('13');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    await chooseOption('Deposit paid by', 'Credit Card');
    await user.click(await within(screen.getByRole('radiogroup', { name: /^Start time/ })).findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(callsTo(currentFetch, CREATE)).toHaveLength(1));
    expect(callsTo(currentFetch, CREATE)[0].body).toMatchObject({ total_price: 65, deposit_amount: 13, deposit_method: 'credit_card' });
  });

  it('asks how the deposit was paid before booking: it is a payment taken now', async () => {
    currentFetch = stubFormApi(true);
    const { user } = await fillBooking();
    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    await replaceText(user, screen.getByLabelText(/^Date\W*$/), DAY);
    await user.tab();
    await user.click(await within(screen.getByRole('radiogroup', { name: /^Start time/ })).findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByText('Choose how the deposit was paid')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Deposit paid by' })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(currentFetch, CREATE)).toHaveLength(0);
  });

  it('shows the refusal at the deposit field when the desk took less', async () => {
    const message = 'A deposit of $13.00 is required (20% of the price)';
    currentFetch = stubFormApi(true, { [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', message, { fieldErrors: { deposit_amount: [message] } }) });
    const { user } = await fillBooking();
    await chooseOption('Service', /^Women's Haircut/);
    await chooseOption('Employee', 'Rosa Diaz');
    await replaceText(user, screen.getByLabelText(/^Date\W*$/), DAY);
    await user.tab();
    await replaceText(user, screen.getByLabelText(/^Deposit\W*$/), '5');
    await chooseOption('Deposit paid by', 'Cash');
    await user.click(await within(screen.getByRole('radiogroup', { name: /^Start time/ })).findByRole('radio', { name: '10:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Deposit\W*$/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays empty, with no note, while no deposit is required', async () => {
    currentFetch = stubFormApi(false);
    await fillBooking();
    await chooseOption('Service', /^Women's Haircut/);

    expect(screen.getByLabelText(/^Deposit\W*$/)).toHaveValue('');
    expect(screen.queryByText(/deposit of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Deposit paid by' })).not.toBeInTheDocument();
  });
});

describe('the deposit of a booking being changed', () => {
  const UPDATE = 'PUT /api/appointments/42';

  async function openEdit(deposit_amount: number) {
    const appointment = buildAppointment({ appointment_id: 42, appointment_date: DAY, start_time: '10:00', deposit_amount });
    currentFetch = stubFormApi(false, {
      'GET /api/appointments/42': () => dataResponse(appointment),
      [UPDATE]: ({ body }) => dataResponse({ ...appointment, ...(body as object) }),
    });
    const user = setupUser();
    signIn(ownerUser);
    renderApp('/appointments/edit/42');
    await screen.findByRole('heading', { level: 1, name: 'Edit Appointment' });
    await within(await screen.findByRole('radiogroup', { name: /^Start time/ })).findByRole('radio', { name: '10:00 AM' });
    return { user };
  }

  it('takes a first deposit entered on a booking that had none, asking how it was paid', async () => {
    const { user } = await openEdit(0);
    expect(screen.queryByRole('combobox', { name: 'Deposit paid by' })).not.toBeInTheDocument();
    await replaceText(user, screen.getByLabelText(/^Deposit\W*$/), '15');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Choose how the deposit was paid')).toBeInTheDocument();
    expect(callsTo(currentFetch, UPDATE)).toHaveLength(0);

    await chooseOption('Deposit paid by', 'Debit Card');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(currentFetch, UPDATE)).toHaveLength(1));
    expect(callsTo(currentFetch, UPDATE)[0].body).toMatchObject({ deposit_amount: 15, deposit_method: 'debit_card' });
  });

  it('does not ask again for a deposit already taken: it is a payment of its own', async () => {
    const { user } = await openEdit(13);
    expect(screen.getByLabelText(/^Deposit\W*$/)).toHaveValue('13');
    expect(screen.getByLabelText(/^Deposit\W*$/)).toBeDisabled();
    expect(screen.getByText('Taken at booking as a payment: refund it or take another payment instead')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Deposit paid by' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(currentFetch, UPDATE)).toHaveLength(1));
    expect(callsTo(currentFetch, UPDATE)[0].body).toMatchObject({ deposit_amount: 13, deposit_method: null });
  });
});
