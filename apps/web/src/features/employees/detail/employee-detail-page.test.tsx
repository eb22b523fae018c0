import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { setupUser } from '../../../testing/user-actions';

const STATUS = 'PATCH /api/employees/3/status';
const IMPACT = 'GET /api/employees/3/deactivation-impact';
const DEACTIVATE = 'POST /api/employees/3/deactivate';
const rosa = buildEmployee();

type Handlers = Parameters<typeof stubApi>[0];

function stubDetailApi(handlers: Handlers = {}, user = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/employees/3': () => dataResponse(rosa),
    'GET /api/employees/3/schedules': () => dataResponse([]),
    ...handlers,
  });
}

async function openDetail(user = ownerUser, path = '/employees/3') {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Rosa Diaz' });
  return rendered;
}

/** The value shown beside a label in a section's description list. */
function detail(section: string, label: string) {
  const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('employee detail', () => {
  it('shows the employee in readable form, with the Overview, Schedule, Appointments and Performance tabs', async () => {
    stubDetailApi();
    await openDetail();

    expect(screen.getByText('Nail Technician · Part Time · Hired Mar 1, 2022')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Schedule', 'Appointments', 'Performance']);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    expect(detail('Personal Information', 'Date of birth')).toHaveTextContent('Jun 15, 1990');
    expect(detail('Contact Information', 'Email')).toHaveTextContent('rosa@salon.test');
    expect(within(detail('Contact Information', 'Phone')).getByRole('link')).toHaveAttribute('href', 'tel:+15550103000');
    expect(detail('Employment', 'Position')).toHaveTextContent('Nail Technician');
    expect(detail('Employment', 'Employment type')).toHaveTextContent('Part Time');
    expect(detail('Employment', 'Hourly rate')).toHaveTextContent('$28.50 per hour');
    expect(detail('Employment', 'Commission rate')).toHaveTextContent('12.5%');
    expect(detail('Professional Details', 'Experience')).toHaveTextContent('7 years');
    const specializations = within(detail('Professional Details', 'Specializations')).getByRole('list', { name: 'Specializations' });
    expect(within(specializations).getAllByRole('listitem').map((badge) => badge.textContent)).toEqual(['Gel nails', 'Nail art']);
    expect(detail('Emergency Contact', 'Name')).toHaveTextContent('Luis Diaz');
    expect(within(screen.getByRole('region', { name: 'Notes' })).getByText('Prefers morning shifts.')).toBeInTheDocument();
  });

  it('says "Not provided" for empty fields', async () => {
    stubDetailApi({ 'GET /api/employees/3': () => dataResponse({ ...rosa, hourly_rate: null, specializations: null, emergency_contact_name: null }) });
    await openDetail();

    expect(detail('Employment', 'Hourly rate')).toHaveTextContent('Not provided');
    expect(detail('Professional Details', 'Specializations')).toHaveTextContent('Not provided');
    expect(detail('Emergency Contact', 'Name')).toHaveTextContent('Not provided');
  });

  it('deactivates an employee with no upcoming appointments after a simple confirm, then offers to activate them again', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({
      [IMPACT]: () => dataResponse({ employee_id: 3, appointments: [] }),
      [DEACTIVATE]: () => dataResponse({ ...rosa, is_active: false }),
    });
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rosa Diaz?' });
    expect(await within(dialog).findByText(/Rosa Diaz has no upcoming appointments/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Employee deactivated')).toBeInTheDocument();
    expect(screen.getByText('Rosa Diaz can no longer be booked.')).toBeInTheDocument();
    expect(callsTo(fetchMock, DEACTIVATE)[0].body).toEqual({ appointments: [] });
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('activates an inactive employee', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({
      'GET /api/employees/3': () => dataResponse({ ...rosa, is_active: false }),
      [STATUS]: ({ body }) => dataResponse({ ...rosa, ...(body as object) }),
    });
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Employee activated')).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)[0].body).toEqual({ is_active: true });
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('says when the employee could not be deactivated, and keeps them active', async () => {
    const user = setupUser();
    stubDetailApi({
      [IMPACT]: () => dataResponse({ employee_id: 3, appointments: [] }),
      [DEACTIVATE]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering'),
    });
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rosa Diaz?' });
    await within(dialog).findByText(/no upcoming appointments/);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Employee not deactivated')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('links Edit and Back', async () => {
    stubDetailApi();
    await openDetail();

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/employees/edit/3');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employees');
  });

  it('hides Deactivate and Edit from users who may not change employees', async () => {
    stubDetailApi({}, stylistUser);
    await openDetail(stylistUser);

    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('keeps pay from users who may not change employees: no Hourly rate or Commission rate rows', async () => {
    // As the API answers a stylist: the record without the two rates.
    const { hourly_rate: _hourly, commission_rate: _commission, ...withoutPay } = rosa;
    stubDetailApi({ 'GET /api/employees/3': () => dataResponse(withoutPay) }, stylistUser);
    await openDetail(stylistUser);

    const employment = within(screen.getByRole('region', { name: 'Employment' }));
    expect(employment.getByText('Hire date', { selector: 'dt' })).toBeInTheDocument();
    expect(employment.queryByText('Hourly rate')).not.toBeInTheDocument();
    expect(employment.queryByText('Commission rate')).not.toBeInTheDocument();
    expect(screen.queryByText(/per hour/)).not.toBeInTheDocument();
  });

  it('shows pay to a user who may change employees without being the owner', async () => {
    const payroll = buildUser({
      roles: [{ name: 'payroll', permissions: [{ name: 'employees:read' }, { name: 'employees:update' }] }],
      permissions: ['employees:read', 'employees:update'],
    });
    stubDetailApi({}, payroll);
    await openDetail(payroll);

    expect(detail('Employment', 'Hourly rate')).toHaveTextContent('$28.50 per hour');
    expect(detail('Employment', 'Commission rate')).toHaveTextContent('12.5%');
  });

  it("leaves the Appointments tab out for users who may not read appointments", async () => {
    const reader = buildUser({ roles: [{ name: 'hr', permissions: [{ name: 'employees:read' }] }], permissions: ['employees:read'] });
    const fetchMock = stubDetailApi({}, reader);
    await openDetail(reader, '/employees/3?tab=appointments');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Schedule', 'Performance']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(fetchMock, 'GET /api/appointments/by-employee/3')).toHaveLength(0);
  });

  it('opens the tab named in the address and keeps the chosen tab there', async () => {
    const user = setupUser();
    stubDetailApi();
    const { router } = await openDetail(ownerUser, '/employees/3?tab=schedule');

    expect(screen.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('tab', { name: 'Schedule' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=schedule'));
  });

  it('says when the employee does not exist, with a way back', async () => {
    stubDetailApi({ 'GET /api/employees/3': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    signIn(ownerUser);
    renderApp('/employees/3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading employee');
    expect(alert).toHaveTextContent('Employee not found');
    expect(within(alert).getByRole('link', { name: 'Back to Employees' })).toHaveAttribute('href', '/employees');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows why the employee could not be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    stubDetailApi({
      'GET /api/employees/3': () => (fail ? errorResponse(403, 'FORBIDDEN', 'You do not have permission to do this') : dataResponse(rosa)),
    });
    signIn(ownerUser);
    renderApp('/employees/3');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading employee');
    expect(alert).toHaveTextContent('You do not have permission to do this');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Diaz' })).toBeInTheDocument();
  });

  it('treats an address that cannot name an employee as not found, without asking the API', async () => {
    const fetchMock = stubDetailApi();
    signIn(ownerUser);
    renderApp('/employees/first');

    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/employees'))).toHaveLength(0);
  });
});
