import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { sessionStore } from '../../lib/session/session-store';
import { renderApp } from '../../testing/render-app';
import { buildUser, ownerUser, signIn, staffUser, stylistUser } from '../../testing/session-fixtures';
import { callsTo, dataResponse, stubApi } from '../../testing/stub-api';
import { dashboardHandlers } from '../../testing/fixtures/dashboard';
import { setupUser } from '../../testing/user-actions';

async function openDashboardAs(user: SessionUser, handlers: Parameters<typeof stubApi>[0] = {}) {
  signIn(user, 'access-1', 'refresh-1');
  const fetchMock = stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...dashboardHandlers(), ...handlers });
  const rendered = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName || user.username}!` });
  return { fetchMock, ...rendered };
}

function navEntries(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the signed-in shell', () => {
  it('shows the owner every navigation entry, Settings included', async () => {
    await openDashboardAs(ownerUser);

    expect(navEntries()).toEqual([
      'Dashboard',
      'Appointments',
      'Clients',
      'Employees',
      'Services',
      'Inventory',
      'Payments',
      'Waitlist',
      'Reports',
      'Settings',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows a stylist exactly the entries their permissions allow', async () => {
    await openDashboardAs(stylistUser);

    expect(navEntries()).toEqual(['Dashboard', 'Appointments', 'Clients', 'Employees', 'Services', 'Waitlist']);
  });

  it('shows staff without permissions only the dashboard, with a word on why', async () => {
    await openDashboardAs(staffUser);

    expect(navEntries()).toEqual(['Dashboard']);
    expect(screen.getByText("Your account has no access to the salon's figures yet")).toBeInTheDocument();
    expect(screen.getByText("Here's what's happening at your salon today.")).toBeInTheDocument();
  });

  it('follows permission wildcards', async () => {
    await openDashboardAs(buildUser({ firstName: 'Rae', permissions: ['*:read'] }));

    expect(navEntries()).toEqual(['Dashboard', 'Appointments', 'Clients', 'Employees', 'Services', 'Inventory', 'Payments', 'Waitlist', 'Reports']);
  });

  it('shows the user menu with first name, e-mail, Settings for owners and Sign Out', async () => {
    const user = setupUser();
    await openDashboardAs(ownerUser);

    await user.click(screen.getByRole('button', { name: /Olivia/ }));

    // The dropdown is hidden until its opening transition has run.
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByText('owner@salon.test')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('leaves Settings out of the menu without admin:access, and names a user without a first name by username', async () => {
    const user = setupUser();
    await openDashboardAs(buildUser({ firstName: '', username: 'sam.k', permissions: ['dashboard:read'] }));

    await user.click(screen.getByRole('button', { name: /sam\.k/ }));

    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('maya@salon.test')).toBeInTheDocument();
  });

  it('signs out: revokes the refresh token, clears the session, says so and goes to /login', async () => {
    const user = setupUser();
    const { fetchMock, router } = await openDashboardAs(ownerUser, { 'POST /api/auth/logout': () => dataResponse(null) });

    await user.click(screen.getByRole('button', { name: /Olivia/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, 'POST /api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStore.getSession()).toBeNull();
    expect(['token', 'refreshToken', 'user'].map((key) => window.localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it('signs out even when the server cannot be told', async () => {
    const user = setupUser();
    const { router } = await openDashboardAs(ownerUser, {
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await user.click(screen.getByRole('button', { name: /Olivia/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    // The router moves on its own schedule, not with the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.getSession()).toBeNull();
  });

  it('offers "Skip to main content" as the first stop of the keyboard, and it hands the keyboard to the page', async () => {
    const user = setupUser();
    await openDashboardAs(ownerUser);

    await user.tab();

    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('has footer links to Support, Privacy and Terms', async () => {
    await openDashboardAs(ownerUser);

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('switches between light and dark and keeps the choice', async () => {
    const user = setupUser();
    await openDashboardAs(ownerUser);

    await user.click(screen.getByRole('button', { name: 'Use dark theme' }));

    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem('salon-color-scheme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Use light theme' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('opens and closes the navigation with the burger on narrow screens', async () => {
    const user = setupUser();
    await openDashboardAs(ownerUser);

    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes role changes made by an owner from GET /auth/me', async () => {
    const promoted = { ...staffUser, permissions: ['clients:read'] };
    signIn(staffUser);
    stubApi({ 'GET /api/auth/me': () => dataResponse(promoted) });
    renderApp('/dashboard');

    await waitFor(() => expect(navEntries()).toEqual(['Dashboard', 'Clients']));
    expect(sessionStore.getSession()?.user.permissions).toEqual(['clients:read']);
  });

  it('reads the user again as soon as a refresh brings a new access token', async () => {
    const promoted = { ...staffUser, permissions: ['clients:read'] };
    let current = staffUser;
    signIn(staffUser, 'access-1', 'refresh-1');
    const fetchMock = stubApi({ 'GET /api/auth/me': () => dataResponse(current) });
    renderApp('/dashboard');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1));
    expect(navEntries()).toEqual(['Dashboard']);

    current = promoted;
    act(() => sessionStore.setTokens({ token: 'access-2', refreshToken: 'refresh-2' }));

    await waitFor(() => expect(navEntries()).toEqual(['Dashboard', 'Clients']));
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(2);
  });
});
