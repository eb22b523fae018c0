import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_CATALOGUE, type Role, type User } from '@salon/contracts';
import { buildSettingsResponse } from '../../testing/fixtures/settings';
import { renderApp } from '../../testing/render-app';
import { ownerUser, signIn } from '../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../testing/stub-api';
import { setupUser } from '../../testing/user-actions';

const STYLIST_PERMISSIONS = ['dashboard:read', 'appointments:read', 'appointments:update', 'clients:read', 'services:read', 'employees:read', 'waitlist:read'];

const roles: Role[] = [
  { role_id: 1, name: 'owner', description: 'Runs the salon', permissions: ['*:*'], is_locked: true, user_count: 1 },
  { role_id: 3, name: 'receptionist', description: null, permissions: ['clients:*'], is_locked: false, user_count: 0 },
  { role_id: 4, name: 'stylist', description: 'Works the chair', permissions: STYLIST_PERMISSIONS, is_locked: false, user_count: 1 },
  { role_id: 5, name: 'staff', description: 'New accounts', permissions: [], is_locked: false, user_count: 0 },
];

const users: User[] = [
  {
    user_id: 1,
    username: 'owner',
    email: 'owner@salon.test',
    first_name: 'Olivia',
    last_name: 'Owens',
    is_active: true,
    roles: ['owner'],
    last_login_at: '2026-03-04T14:05:00.000Z',
    created_at: '2026-01-01T09:00:00.000Z',
  },
  {
    user_id: 4,
    username: 'stylist',
    email: 'sam@salon.test',
    first_name: 'Sam',
    last_name: 'Stone',
    is_active: true,
    roles: ['stylist'],
    last_login_at: null,
    created_at: '2026-01-02T09:00:00.000Z',
  },
];

function stubSettingsApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/users': () => dataResponse({ rows: users, count: users.length }),
    'GET /api/roles': () => dataResponse(roles),
    'GET /api/settings': () => dataResponse(buildSettingsResponse()),
    ...overrides,
  });
}

async function openSettings() {
  signIn(ownerUser);
  renderApp('/settings?section=users');
  await screen.findByRole('heading', { level: 2, name: 'Users & Roles' });
  return screen.findByRole('table', { name: 'Users' });
}

describe('Users & Roles', () => {
  it('lists users with their roles, status and last sign-in', async () => {
    const fetchMock = stubSettingsApi();
    const table = await openSettings();

    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'E-mail', 'Roles', 'Status', 'Last sign-in', 'Actions']);
    const [, ownerRow, samRow] = within(table).getAllByRole('row');
    expect(within(ownerRow).getByText('owner@salon.test')).toBeInTheDocument();
    expect(within(ownerRow).getByText(/Mar 4, 2026/)).toBeInTheDocument();
    // Nobody can switch off their own account.
    expect(within(ownerRow).queryByRole('button', { name: /Deactivate/ })).not.toBeInTheDocument();
    expect(within(samRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      // Name with the username beneath it.
      'Sam Stonestylist',
      'sam@salon.test',
      'stylist',
      'Active',
      'Never',
      'Edit rolesDeactivate',
    ]);
    expect(callsTo(fetchMock, 'GET /api/users')[0].url).toContain('sortBy=last_name');
  });

  it('assigns roles and reloads the list', async () => {
    const user = setupUser();
    const fetchMock = stubSettingsApi({
      'PUT /api/users/4/roles': () => dataResponse({ ...users[1], roles: ['stylist', 'receptionist'] }),
    });
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Edit roles of Sam Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Sam Stone' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'receptionist' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    expect(await screen.findByText('Roles updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/users/4/roles')[0].body).toEqual({ roles: ['stylist', 'receptionist'] });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows why roles were not saved', async () => {
    const user = setupUser();
    stubSettingsApi({ 'PUT /api/users/4/roles': () => errorResponse(400, 'UNKNOWN_ROLE', 'There is no role called chef') });
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Edit roles of Sam Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Sam Stone' });
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('There is no role called chef');
  });

  it('deactivates a user after confirmation and reloads the list', async () => {
    const user = setupUser();
    const fetchMock = stubSettingsApi({
      'PATCH /api/users/4/status': () => dataResponse({ ...users[1], is_active: false }),
    });
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Sam Stone?' });
    expect(callsTo(fetchMock, 'PATCH /api/users/4/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Sam Stone has been deactivated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/users/4/status')[0].body).toEqual({ is_active: false });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/users')).toHaveLength(2));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = setupUser();
    const fetchMock = stubSettingsApi();
    await openSettings();

    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH /api/users/4/status')).toHaveLength(0);
  });

  it('gives focus back to the button that opened a dialog once it closes', async () => {
    const user = setupUser();
    stubSettingsApi();
    await openSettings();

    for (const [trigger, dialogName] of [
      ['Edit roles of Sam Stone', 'Roles of Sam Stone'],
      ['Deactivate Sam Stone', 'Deactivate Sam Stone?'],
      ['Edit permissions of stylist', 'Permissions of stylist'],
    ]) {
      const button = await screen.findByRole('button', { name: trigger });
      await user.click(button);
      await user.click(within(await screen.findByRole('dialog', { name: dialogName })).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(button).toHaveFocus());
    }
  });

  it("edits a role's permissions from the catalogue grid", async () => {
    const user = setupUser();
    const fetchMock = stubSettingsApi({
      'PUT /api/roles/4/permissions': ({ body }) => dataResponse({ ...roles[2], permissions: (body as { permissions: string[] }).permissions }),
    });
    await openSettings();
    const rolesTable = await screen.findByRole('table', { name: 'Roles' });
    expect(within(rolesTable).getByText(`7 of ${PERMISSION_CATALOGUE.length} permissions`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit permissions of stylist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of stylist' });
    expect(within(dialog).getByRole('checkbox', { name: 'Clients read' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Clients create' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clients create' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Waitlist read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund payments' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/roles/4/permissions')[0].body).toEqual({
      permissions: ['clients:read', 'clients:create', 'employees:read', 'services:read', 'appointments:read', 'appointments:update', 'payments:refund', 'dashboard:read'].sort(
        (a, b) => PERMISSION_CATALOGUE.indexOf(a) - PERMISSION_CATALOGUE.indexOf(b),
      ),
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/roles')).toHaveLength(2));
  });

  it('shows wildcard grants as the permissions they cover', async () => {
    const user = setupUser();
    stubSettingsApi();
    await openSettings();

    await user.click(await screen.findByRole('button', { name: 'Edit permissions of receptionist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of receptionist' });

    for (const action of ['read', 'create', 'update', 'delete']) {
      expect(within(dialog).getByRole('checkbox', { name: `Clients ${action}` })).toBeChecked();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Services read' })).not.toBeChecked();
  });

  it('shows the owner role read-only', async () => {
    const user = setupUser();
    const fetchMock = stubSettingsApi();
    await openSettings();

    await user.click(await screen.findByRole('button', { name: 'View permissions of owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of owner' });

    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(PERMISSION_CATALOGUE.length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('shows a load failure with Try Again', async () => {
    const user = setupUser();
    let attempts = 0;
    stubSettingsApi({
      'GET /api/users': () => {
        attempts += 1;
        return attempts === 1 ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') : dataResponse({ rows: users, count: 2 });
      },
    });
    signIn(ownerUser);
    renderApp('/settings?section=users');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading users');
    expect(alert).toHaveTextContent('The database is not answering');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });
});
