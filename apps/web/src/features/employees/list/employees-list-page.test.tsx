import { screen, waitFor, within } from '@testing-library/react';
import type { Employee } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, staffUser, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { setupUser } from '../../../testing/user-actions';

function buildEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    employee_id: 1,
    salon_id: 1,
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@salon.test',
    phone: '(555) 123-4567',
    date_of_birth: null,
    address: null,
    position: 'nail_technician',
    hire_date: '2024-03-04',
    hourly_rate: 25,
    commission_rate: 10,
    employment_type: 'full_time',
    is_active: true,
    specializations: null,
    certifications: null,
    years_experience: 5,
    emergency_contact_name: null,
    emergency_contact_phone: null,
    notes: null,
    created_at: '2024-03-04T10:00:00.000Z',
    updated_at: '2024-03-04T10:00:00.000Z',
    ...overrides,
  };
}

const ann = buildEmployee();
const bo = buildEmployee({ employee_id: 2, first_name: 'Bo', last_name: 'Chen', email: null, phone: null, position: 'barber', is_active: false, hire_date: '2025-11-20' });

function stubEmployeesApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/employees': () => dataResponse({ rows: [ann, bo], count: 2 }),
    ...overrides,
  });
}

/** The query string of every list request, in order. */
function listQueries(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET /api/employees').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
}

/**
 * Opens a Select and returns its options. jsdom never finishes Mantine's dropdown
 * animation (the dropdown stays display: none), so they are looked up while hidden.
 */
async function openOptions(label: string) {
  const user = setupUser();
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  return within(listbox).getAllByRole('option', { hidden: true });
}

async function openEmployees(path = '/employees', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Employees' });
  return rendered;
}

describe('Employees list', () => {
  it('lists employees with their position, contact details, hire date and status', async () => {
    const fetchMock = stubEmployeesApi();
    await openEmployees();

    expect(screen.getByText('Manage your salon staff')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Employee' })).toHaveAttribute('href', '/employees/new');
    const table = await screen.findByRole('table', { name: 'Employees' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Position', 'Email', 'Phone', 'Hire Date', 'Status', 'Actions']);
    const [, annRow, boRow] = within(table).getAllByRole('row');
    expect(within(annRow).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Ann Lee',
      'Nail Technician',
      'ann@salon.test',
      '(555) 123-4567',
      'Mar 4, 2024',
      'Active',
    ]);
    expect(within(boRow).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual(['Bo Chen', 'Barber', '—', '—', 'Nov 20, 2025', 'Inactive']);
    expect(within(annRow).getByRole('link', { name: 'View Ann Lee' })).toHaveAttribute('href', '/employees/1');
    expect(within(annRow).getByRole('link', { name: 'Edit Ann Lee' })).toHaveAttribute('href', '/employees/edit/1');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();

    // Ten a page, by last name, active staff first (spec part 1 §4 and §9).
    expect(listQueries(fetchMock)[0]).toEqual({ limit: '10', offset: '0', sortBy: 'last_name', sortOrder: 'ASC', is_active: 'true' });
  });

  it('filters by position on the server and keeps it in the URL', async () => {
    const user = setupUser();
    const fetchMock = stubEmployeesApi({ 'GET /api/employees': () => dataResponse({ rows: [ann, bo], count: 12 }) });
    const { router } = await openEmployees('/employees?page=2');
    await screen.findByRole('table', { name: 'Employees' });

    const options = await openOptions('Position');
    expect(options.map((option) => option.textContent)).toEqual([
      'All positions',
      'Stylist',
      'Colorist',
      'Barber',
      'Nail Technician',
      'Esthetician',
      'Massage Therapist',
      'Manager',
      'Receptionist',
      'Assistant',
      'Other',
    ]);
    await user.click(options.find((option) => option.textContent === 'Nail Technician') as HTMLElement);

    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ position: 'nail_technician', offset: '0' }));
    expect(router.state.location.search).toBe('?position=nail_technician');
  });

  it('opens with every filter, the sort and the page from a shared link', async () => {
    const fetchMock = stubEmployeesApi({ 'GET /api/employees': () => dataResponse({ rows: [ann], count: 11 }) });
    await openEmployees('/employees?search=ann&status=all&position=barber&sortBy=hire_date&sortOrder=DESC&page=2');
    await screen.findByRole('table', { name: 'Employees' });

    expect(listQueries(fetchMock)[0]).toEqual({ limit: '10', offset: '10', sortBy: 'hire_date', sortOrder: 'DESC', search: 'ann', position: 'barber' });
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('Barber');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('All');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('asks only for inactive employees under the Inactive status, and ignores an unknown position', async () => {
    const fetchMock = stubEmployeesApi();
    await openEmployees('/employees?status=inactive&position=wizard');
    await screen.findByRole('table', { name: 'Employees' });

    expect(listQueries(fetchMock)[0]).toEqual({ limit: '10', offset: '0', sortBy: 'last_name', sortOrder: 'ASC', is_active: 'false' });
  });

  it('sorts by a column header', async () => {
    const user = setupUser();
    const fetchMock = stubEmployeesApi();
    await openEmployees();
    await screen.findByRole('table', { name: 'Employees' });

    await user.click(screen.getByRole('button', { name: 'Hire Date' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ sortBy: 'hire_date', sortOrder: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'Hire Date' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ sortBy: 'hire_date', sortOrder: 'DESC' }));
  });

  it('deletes an employee after confirmation and reloads the list', async () => {
    const user = setupUser();
    let rows = [ann, bo];
    const fetchMock = stubEmployeesApi({
      'GET /api/employees': () => dataResponse({ rows, count: rows.length }),
      'DELETE /api/employees/2': () => {
        rows = [ann];
        return new Response(null, { status: 204 });
      },
    });
    await openEmployees();
    await screen.findByRole('table', { name: 'Employees' });

    await user.click(screen.getByRole('button', { name: 'Delete Bo Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete employee' });
    expect(within(dialog).getByText('Are you sure you want to delete Bo Chen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Employee deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/employees/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bo Chen' })).not.toBeInTheDocument());
    expect(listQueries(fetchMock)).toHaveLength(2);
  });

  it('shows the server message when an employee cannot be deleted', async () => {
    const user = setupUser();
    stubEmployeesApi({
      'DELETE /api/employees/1': () => errorResponse(409, 'CONFLICT', 'Ann Lee has upcoming appointments'),
    });
    await openEmployees();
    await screen.findByRole('table', { name: 'Employees' });

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete employee' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee has upcoming appointments')).toBeInTheDocument();
  });

  it('shows a failed load with Try Again', async () => {
    const user = setupUser();
    let fail = true;
    stubEmployeesApi({
      'GET /api/employees': () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse({ rows: [ann], count: 1 })),
    });
    await openEmployees();

    expect(await screen.findByText('Error loading employees')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Employees' })).toBeInTheDocument();
  });

  it('shows a stylist the list without Add, Edit or Delete', async () => {
    stubEmployeesApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    await openEmployees('/employees', stylistUser);
    await screen.findByRole('table', { name: 'Employees' });

    expect(screen.queryByRole('link', { name: 'Add New Employee' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ann Lee' })).not.toBeInTheDocument();
  });

  it('sends an account without employees:read to /unauthorized', async () => {
    const fetchMock = stubEmployeesApi({ 'GET /api/auth/me': () => dataResponse(staffUser) });
    signIn(staffUser);
    const { router } = renderApp('/employees');

    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(callsTo(fetchMock, 'GET /api/employees')).toHaveLength(0);
  });
});
