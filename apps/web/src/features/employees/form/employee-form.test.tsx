import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const CREATE = 'POST /api/employees';
const UPDATE = 'PUT /api/employees/3';
const rosa = buildEmployee();

type Handlers = Parameters<typeof stubApi>[0];

function stubFormApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/employees/3': () => dataResponse(rosa),
    ...handlers,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const fields = {
  firstName: () => field(/^First name/),
  lastName: () => field(/^Last name/),
  dateOfBirth: () => field(/^Date of birth/),
  email: () => field(/^Email/),
  phone: () => field(/^Phone/),
  hireDate: () => field(/^Hire date/),
  hourlyRate: () => field(/^Hourly rate/),
  commissionRate: () => field(/^Commission rate/),
  yearsExperience: () => field(/^Years of experience/),
};

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}


async function openNewForm() {
  signIn(ownerUser);
  const rendered = renderApp('/employees/new');
  await screen.findByRole('heading', { level: 1, name: 'New Employee' });
  return rendered;
}

async function openEditForm() {
  signIn(ownerUser);
  const rendered = renderApp('/employees/edit/3');
  await screen.findByRole('heading', { level: 1, name: 'Edit Employee' });
  await screen.findByDisplayValue('Rosa');
  return rendered;
}

async function fillRequired() {
  await type(fields.firstName(), 'Nadia');
  await type(fields.lastName(), 'Okafor');
  await chooseOption('Position', 'Colorist');
  await type(fields.hireDate(), '2025-02-03');
}

describe('employee form', () => {
  // A pretend today, Tuesday 14 May 2030, so the date limits are checked against literal dates.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 14, 10, 0));
  });

  it('groups the fields in sections, with readable positions and Full Time as the default employment type', async () => {
    const user = setupUser();
    stubFormApi();
    await openNewForm();

    for (const section of ['Personal Information', 'Contact Information', 'Employment', 'Professional Details', 'Emergency Contact', 'Notes']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getByRole('combobox', { name: 'Employment type' })).toHaveValue('Full Time');
    await user.click(within(employment).getByRole('combobox', { name: 'Position' }));
    expect(await screen.findByRole('option', { name: 'Massage Therapist', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Nail Technician', hidden: true })).toBeInTheDocument();
  });

  it.each([
    ['first name', fields.firstName, 'N', 'First name must be between 2 and 50 characters'],
    ['email', fields.email, 'nadia@', 'Please enter a valid email address'],
    ['phone', fields.phone, '0123 456', 'Please enter a valid phone number'],
    ['hourly rate', fields.hourlyRate, '250', 'Hourly rate must be between $0 and $200'],
    ['commission rate', fields.commissionRate, '101', 'Commission rate must be between 0% and 100%'],
    ['years of experience', fields.yearsExperience, '51', 'Years of experience must be between 0 and 50'],
    ['hire date', fields.hireDate, '2030-05-15', 'Hire date cannot be in the future'],
    ['date of birth', fields.dateOfBirth, '2020-05-01', 'Employee must be between 16 and 100 years old'],
  ])('checks the %s when it loses focus', async (_name, input, value, message) => {
    stubFormApi();
    await openNewForm();

    await type(input(), value);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what is required on submit and sends nothing', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    for (const message of ['First name is required', 'Last name is required', 'Position is required', 'Hire date is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    await waitFor(() => expect(fields.firstName()).toHaveFocus());
    // Editing a field clears its message.
    await replaceText(user, fields.firstName(), 'Na');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('creates the employee with every field, then opens the new employee with a success toast', async () => {
    const user = setupUser();
    const created = buildEmployee({ employee_id: 9, first_name: 'Nadia', last_name: 'Okafor', position: 'colorist' });
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(created, 201), 'GET /api/employees/9': () => dataResponse(created) });
    const { router } = await openNewForm();

    await fillRequired();
    await type(fields.dateOfBirth(), '1994-07-20');
    await type(fields.email(), 'nadia@salon.test');
    await type(fields.phone(), '+1 555 010 4000');
    await type(field(/^Address/), '3 Birch Road');
    await chooseOption('Employment type', 'Contract');
    await type(fields.hourlyRate(), '32.5');
    await type(fields.commissionRate(), '15');
    await type(field(/^Specializations/), 'Balayage, Curly cuts');
    await type(field(/^Certifications/), 'Colour Academy');
    await type(fields.yearsExperience(), '6');
    await type(field(/^Emergency contact name/), 'Ife Okafor');
    await type(field(/^Emergency contact phone/), '+1 555 010 4001');
    await type(screen.getByRole('textbox', { name: 'Notes' }), 'Speaks French.');
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/9'));
    expect(callsTo(fetchMock, CREATE)[0].body).toEqual({
      first_name: 'Nadia',
      last_name: 'Okafor',
      email: 'nadia@salon.test',
      phone: '+1 555 010 4000',
      date_of_birth: '1994-07-20',
      address: '3 Birch Road',
      position: 'colorist',
      hire_date: '2025-02-03',
      hourly_rate: 32.5,
      commission_rate: 15,
      employment_type: 'contract',
      is_active: true,
      specializations: 'Balayage, Curly cuts',
      certifications: 'Colour Academy',
      years_experience: 6,
      emergency_contact_name: 'Ife Okafor',
      emergency_contact_phone: '+1 555 010 4001',
      notes: 'Speaks French.',
    });
    expect(await screen.findByText('Employee created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nadia Okafor' })).toBeInTheDocument();
  });

  it('sends blank optional fields as null', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(buildEmployee({ employee_id: 9 }), 201) });
    await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ email: null, phone: null, hourly_rate: null, years_experience: null, employment_type: 'full_time' });
  });

  it('shows the field errors of a 400 next to their fields', async () => {
    const user = setupUser();
    stubFormApi({
      [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors: { last_name: ['Last name must be between 2 and 50 characters'] } }),
    });
    await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    expect(await screen.findByText('Last name must be between 2 and 50 characters')).toBeInTheDocument();
    expect(fields.lastName()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to create employee. Please try again.')).not.toBeInTheDocument();
  });

  it('shows a taken e-mail address at the email field', async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => errorResponse(409, 'EMAIL_TAKEN', 'An employee with this email already exists') });
    await openNewForm();

    await fillRequired();
    await type(fields.email(), 'rosa@salon.test');
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    expect(await screen.findByText('An employee with this email already exists')).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
    // The field is far above the button that was pressed: focus goes there.
    await waitFor(() => expect(fields.email()).toHaveFocus());
  });

  it('says when the employee could not be created', async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    const { router } = await openNewForm();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create employee. Please try again.');
    expect(router.state.location.pathname).toBe('/employees/new');
  });

  it('edits an employee: shows the saved values and sends them back with the change', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [UPDATE]: ({ body }) => dataResponse({ ...rosa, ...(body as object) }) });
    const { router } = await openEditForm();

    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Nail Technician');
    expect(screen.getByRole('combobox', { name: 'Employment type' })).toHaveValue('Part Time');
    expect(fields.hourlyRate()).toHaveValue('28.5');
    await type(fields.phone(), '+1 555 010 9999');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employees/3'));
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({
      first_name: 'Rosa',
      last_name: 'Diaz',
      email: 'rosa@salon.test',
      phone: '+1 555 010 9999',
      date_of_birth: '1990-06-15',
      address: '8 Oak Lane, Springfield',
      position: 'nail_technician',
      hire_date: '2022-03-01',
      hourly_rate: 28.5,
      commission_rate: 12.5,
      employment_type: 'part_time',
      is_active: true,
      specializations: 'Gel nails, Nail art ,',
      certifications: 'State nail license',
      years_experience: 7,
      emergency_contact_name: 'Luis Diaz',
      emergency_contact_phone: '+1 555 010 3001',
      notes: 'Prefers morning shifts.',
    });
    expect(await screen.findByText('Employee updated')).toBeInTheDocument();
  });

  it('keeps an inactive employee inactive when saving their details', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({
      'GET /api/employees/3': () => dataResponse({ ...rosa, is_active: false }),
      [UPDATE]: ({ body }) => dataResponse({ ...rosa, ...(body as object) }),
    });
    await openEditForm();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(callsTo(fetchMock, UPDATE)).toHaveLength(1));
    expect(callsTo(fetchMock, UPDATE)[0].body).toMatchObject({ is_active: false });
  });

  it('says when the changes could not be saved', async () => {
    const user = setupUser();
    stubFormApi({ [UPDATE]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    await openEditForm();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update employee. Please try again.');
  });

  it('says when the employee to edit does not exist, with a way back', async () => {
    stubFormApi({ 'GET /api/employees/3': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    signIn(ownerUser);
    renderApp('/employees/edit/3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading employee');
    expect(alert).toHaveTextContent('Employee not found');
    expect(within(alert).getByRole('link', { name: 'Back to Employees' })).toHaveAttribute('href', '/employees');
  });

  it('goes back to the list on Cancel when the form was opened directly', async () => {
    const user = setupUser();
    stubFormApi({ 'GET /api/employees': () => dataResponse({ rows: [], count: 0 }) });
    const { router } = await openNewForm();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employees'));
  });

  it('is closed to users who may not create employees', async () => {
    stubApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    signIn(stylistUser);
    const { router } = renderApp('/employees/new');

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
