import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildService, serviceTypes } from '../../../testing/fixtures/services';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const CREATE = 'POST /api/services';
const UPDATE = 'PUT /api/services/5';
const balayage = buildService();

type Handlers = Parameters<typeof stubApi>[0];

function stubFormApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/service-types': () => dataResponse(serviceTypes),
    'GET /api/services/5': () => dataResponse(balayage),
    ...handlers,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const fields = {
  name: () => field(/^Service name/),
  shortDescription: () => field(/^Short description/),
  basePrice: () => field(/^Base price/),
  duration: () => field(/^Duration \(minutes\)/),
  minPrice: () => field(/^Minimum price/),
  maxPrice: () => field(/^Maximum price/),
  consultationDuration: () => field(/^Consultation duration/),
  patchTestDuration: () => field(/^Patch test duration/),
  advanceBooking: () => field(/^Advance booking required/),
  maxAdvanceBooking: () => field(/^Maximum advance booking/),
  staffCount: () => field(/^Staff count/),
};
/** A switch by its label; Mantine puts a switch's description in its accessible name too. */
const switchNamed = (label: string) => screen.getByRole('switch', { name: new RegExp(`^${label}`) });
const toggle = async (label: string) => {
  const user = setupUser();
  await user.click(switchNamed(label));
};

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}


async function openNewForm() {
  signIn(ownerUser);
  const rendered = renderApp('/services/new');
  await screen.findByRole('heading', { level: 1, name: 'New Service' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Service type' })).toBeEnabled());
  return rendered;
}

async function openEditForm() {
  signIn(ownerUser);
  const rendered = renderApp('/services/edit/5');
  await screen.findByRole('heading', { level: 1, name: 'Edit Service' });
  await screen.findByDisplayValue('Balayage');
  // Ready once the types have loaded and the searchable select shows the saved type's name
  // (Mantine writes it into the input in an effect after the options arrive).
  await waitFor(() => {
    expect(screen.getByRole('combobox', { name: 'Service type' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Service type' })).toHaveValue('Hair Coloring');
  });
  return rendered;
}

async function fillRequired() {
  await type(fields.name(), 'Gloss Treatment');
  await chooseOption('Service type', 'Hair Treatment');
  await type(fields.basePrice(), '45');
  await type(fields.duration(), '30');
}

describe('service form', () => {
  it('groups every field of a service in four sections, with the service types from the API', async () => {
    const user = setupUser();
    stubFormApi();
    await openNewForm();

    for (const section of ['Basic Information', 'Pricing & Duration', 'Requirements', 'Extras & Notes']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'Service type' }));
    const listbox = await screen.findByRole('listbox', { name: 'Service type', hidden: true });
    expect(within(listbox).getAllByRole('option', { hidden: true })).toHaveLength(10);
    expect(screen.getByRole('combobox', { name: 'Cancellation policy' })).toHaveValue("Standard (24 hours' notice)");
    expect(screen.getByRole('combobox', { name: 'Skill level required' })).toHaveValue('Any level');
    expect(screen.getByRole('combobox', { name: 'Preferred time slots' })).toHaveValue('Anytime');
    expect(switchNamed('Active')).toBeChecked();
  });

  it('counts the characters of the short description', async () => {
    stubFormApi();
    await openNewForm();

    await type(fields.shortDescription(), 'Quick shine');
    expect(screen.getByText('11/200 characters')).toBeInTheDocument();
    await type(fields.shortDescription(), 'x'.repeat(201));
    expect(screen.getByText('Short description must be at most 200 characters')).toBeInTheDocument();
  });

  it('shows the duration in hours and minutes beside the minutes typed', async () => {
    stubFormApi();
    await openNewForm();

    await type(fields.duration(), '90');
    expect(screen.getByText('1h 30m')).toBeInTheDocument();
  });

  it('shows the dependent inputs only while their switch is on', async () => {
    stubFormApi();
    await openNewForm();

    expect(screen.queryByLabelText(/^Minimum price/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Consultation duration/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Patch test duration/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Staff count/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Suggested add-ons/)).not.toBeInTheDocument();

    await toggle('Price varies');
    await toggle('Requires consultation');
    await toggle('Requires patch test');
    await toggle('Requires multiple staff');
    await toggle('Allows add-ons');

    for (const label of [/^Minimum price/, /^Maximum price/, /^Consultation duration/, /^Patch test duration/, /^Staff count/, /^Suggested add-ons/]) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it.each([
    ['name', fields.name, 'G', 'Service name must be between 2 and 100 characters'],
    ['base price', fields.basePrice, '5000.01', 'Base price must be between $0 and $5000'],
    ['duration', fields.duration, '485', 'Duration must be between 5 and 480 minutes'],
    ['advance booking', fields.advanceBooking, '31', 'Advance booking must be between 0 and 30 days'],
    ['maximum advance booking', fields.maxAdvanceBooking, '366', 'Maximum advance booking must be between 1 and 365 days'],
  ])('checks the %s when it loses focus', async (_name, input, value, message) => {
    stubFormApi();
    await openNewForm();

    await type(input(), value);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a negative price and a 2-minute duration as typed and says why they are refused', async () => {
    stubFormApi();
    await openNewForm();

    await type(fields.basePrice(), '-10');
    await type(fields.duration(), '2');

    expect(await screen.findByText('Base price must be between $0 and $5000')).toBeInTheDocument();
    expect(screen.getByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(fields.basePrice()).toHaveValue('-10');
    expect(fields.duration()).toHaveValue('2');
  });

  it.each([
    ['consultation duration', 'Requires consultation', fields.consultationDuration, '150', 'Consultation duration must be between 5 and 120 minutes'],
    ['patch test duration', 'Requires patch test', fields.patchTestDuration, '73', 'Patch test duration must be between 1 and 72 hours'],
    ['staff count', 'Requires multiple staff', fields.staffCount, '6', 'Staff count must be between 1 and 5'],
  ])('checks the %s when it loses focus', async (_name, switchName, input, value, message) => {
    stubFormApi();
    await openNewForm();

    await toggle(switchName);
    await type(input(), value);

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says what is required on submit, including what the switches ask for, and sends nothing', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    await toggle('Price varies');
    await toggle('Requires consultation');
    await toggle('Requires patch test');
    await toggle('Requires multiple staff');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    for (const message of [
      'Service name is required',
      'Service type is required',
      'Base price is required',
      'Duration is required',
      'Consultation duration is required when consultation is required',
      'Patch test duration is required when patch test is required',
      'Staff count is required when multiple staff is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Minimum and maximum prices are required when price varies')).toHaveLength(2);
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('compares the price range and the booking window as soon as they are filled in', async () => {
    stubFormApi();
    await openNewForm();

    await toggle('Price varies');
    await type(fields.maxPrice(), '40');
    await type(fields.minPrice(), '50');
    expect(screen.getByText('Minimum price cannot be greater than maximum price')).toBeInTheDocument();

    await type(fields.maxAdvanceBooking(), '7');
    await type(fields.advanceBooking(), '10');
    expect(screen.getByText('Advance booking cannot be more than the maximum advance booking')).toBeInTheDocument();
  });

  it('forgets a dependent value when its switch is turned off', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(buildService({ service_id: 8 }), 201) });
    await openNewForm();

    await fillRequired();
    await toggle('Price varies');
    await type(fields.minPrice(), '90');
    await type(fields.maxPrice(), '20');
    await toggle('Price varies');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ price_varies: false, min_price: null, max_price: null });
  });

  it('creates the service with every field, then opens it with a success toast', async () => {
    const user = setupUser();
    const created = buildService({ service_id: 8, name: 'Gloss Treatment' });
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(created, 201), 'GET /api/services/8': () => dataResponse(created) });
    const { router } = await openNewForm();

    await fillRequired();
    await type(fields.shortDescription(), 'Shine and tone');
    await type(field(/^Description/), 'A glossing treatment.');
    await toggle('Price varies');
    await type(fields.minPrice(), '40');
    await type(fields.maxPrice(), '60');
    await toggle('Requires consultation');
    await type(fields.consultationDuration(), '10');
    await toggle('Requires patch test');
    await type(fields.patchTestDuration(), '24');
    await type(fields.advanceBooking(), '1');
    await type(fields.maxAdvanceBooking(), '90');
    await chooseOption('Cancellation policy', "Flexible (2 hours' notice)");
    await chooseOption('Skill level required', 'Master');
    await toggle('Requires multiple staff');
    await type(fields.staffCount(), '2');
    await chooseOption('Preferred time slots', 'Evening (5:00 PM – 8:00 PM)');
    await toggle('Concurrent services allowed');
    await toggle('Allows add-ons');
    await type(field(/^Suggested add-ons/), 'Scalp massage');
    await type(field(/^Customization options/), 'Clear or tinted');
    await type(field(/^Products included/), 'Gloss');
    await type(field(/^Optional products/), 'Mask');
    await type(field(/^Preparation instructions/), 'Wash hair the day before.');
    await type(field(/^Aftercare instructions/), 'No washing for 48 hours.');
    await type(field(/^Booking notes/), 'Pairs with a cut.');
    await type(field(/^Internal notes/), 'New in spring.');
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'shine{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/services/8'));
    expect(callsTo(fetchMock, CREATE)[0].body).toEqual({
      name: 'Gloss Treatment',
      service_type_id: 3,
      short_description: 'Shine and tone',
      description: 'A glossing treatment.',
      is_active: true,
      base_price: 45,
      duration_minutes: 30,
      price_varies: true,
      min_price: 40,
      max_price: 60,
      requires_consultation: true,
      consultation_duration: 10,
      requires_patch_test: true,
      patch_test_duration: 24,
      advance_booking_required: 1,
      max_advance_booking: 90,
      cancellation_policy: 'flexible',
      skill_level_required: 'master',
      requires_multiple_staff: true,
      staff_count: 2,
      preferred_time_slots: 'evening',
      concurrent_services_allowed: true,
      allows_add_ons: true,
      suggested_add_ons: 'Scalp massage',
      customization_options: 'Clear or tinted',
      products_included: 'Gloss',
      products_optional: 'Mask',
      preparation_instructions: 'Wash hair the day before.',
      aftercare_instructions: 'No washing for 48 hours.',
      booking_notes: 'Pairs with a cut.',
      internal_notes: 'New in spring.',
      tags: ['shine'],
    });
    expect(await screen.findByText('Service created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gloss Treatment' })).toBeInTheDocument();
    // Some forty clicks and keystrokes on the largest form: a few seconds on a quiet machine,
    // more than 30 s on a loaded one.
  }, 120_000);

  it('shows the field errors of a 400 next to their fields', async () => {
    const user = setupUser();
    stubFormApi({
      [CREATE]: () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors: { duration_minutes: ['Duration must be between 5 and 480 minutes'] } }),
    });
    await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(fields.duration()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a name in use at the name field', async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => errorResponse(409, 'SERVICE_NAME_TAKEN', 'A service with this name already exists') });
    await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('A service with this name already exists')).toBeInTheDocument();
    expect(fields.name()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the service could not be created', async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create service. Please try again.');
  });

  it('edits a service: shows every saved value and sends them all back', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [UPDATE]: ({ body }) => dataResponse({ ...balayage, ...(body as object) }) });
    const { router } = await openEditForm();

    expect(screen.getByRole('combobox', { name: 'Service type' })).toHaveValue('Hair Coloring');
    expect(screen.getByRole('combobox', { name: 'Cancellation policy' })).toHaveValue("Strict (48 hours' notice)");
    expect(fields.minPrice()).toHaveValue('160');
    expect(screen.getByText('color')).toBeInTheDocument();
    await type(fields.basePrice(), '195');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/services/5'));
    const { service_id: _id, salon_id: _salon, serviceType: _type, max_advance_booking_days: _days, created_at: _created, updated_at: _updated, ...editable } = balayage;
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({ ...editable, base_price: 195 });
    expect(await screen.findByText('Service updated')).toBeInTheDocument();
  });

  it('says when the changes could not be saved', async () => {
    const user = setupUser();
    stubFormApi({ [UPDATE]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    await openEditForm();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update service. Please try again.');
  });

  it('says when the service to edit does not exist, with a way back', async () => {
    stubFormApi({ 'GET /api/services/5': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    signIn(ownerUser);
    renderApp('/services/edit/5');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading service');
    expect(alert).toHaveTextContent('Service not found');
    expect(within(alert).getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  });

  it('is closed to users who may not change services', async () => {
    stubApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    signIn(stylistUser);
    const { router } = renderApp('/services/edit/5');

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
