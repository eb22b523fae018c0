import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@salon/contracts';
import { renderApp } from '../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../testing/session-fixtures';
import { dataResponse, errorResponse, stubApi } from '../testing/stub-api';
import { dashboardHandlers } from '../testing/fixtures/dashboard';
import { replaceText, setupUser } from '../testing/user-actions';

function stubSignedInApi(user = ownerUser) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...dashboardHandlers() });
}

describe('routes', () => {
  it('sends / to the dashboard', async () => {
    signIn(ownerUser);
    stubSignedInApi();
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Olivia!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends an unknown path to the dashboard', async () => {
    signIn(ownerUser);
    stubSignedInApi();
    const { router } = renderApp('/no-such-page');

    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Olivia!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('asks a visitor to /clients to sign in, then brings them back there', async () => {
    const user = setupUser();
    stubApi({
      'POST /api/auth/login': () => dataResponse({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser }),
      'GET /api/auth/me': () => dataResponse(ownerUser),
      'GET /api/clients': () => dataResponse({ clients: [], total_count: 0 }),
    });
    const { router } = renderApp('/clients?search=ann');

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/clients', search: '?search=ann', hash: '' } });

    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));

    await replaceText(user, screen.getByLabelText(/Username or email/), 'owner');
    await replaceText(user, screen.getByLabelText(/^Password/), 'Demo!Salon2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: 'Clients' });
    expect(visited).toEqual(['/clients']);
    expect(router.state.location.search).toBe('?search=ann');
  });

  it('sends a signed-in user away from the sign-in and registration pages', async () => {
    signIn(ownerUser);
    stubSignedInApi();

    for (const path of ['/login', '/auth/login', '/register', '/auth/register']) {
      const { router, unmount } = renderApp(path);
      await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
      expect(router.state.location.pathname).toBe('/dashboard');
      unmount();
    }
  });

  it('sends a user without admin:access from /settings to /unauthorized', async () => {
    signIn(stylistUser);
    stubSignedInApi(stylistUser);
    const { router } = renderApp('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the open pages to visitors, with the footer links', async () => {
    const user = setupUser();
    stubApi({});
    renderApp('/terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  });

  it('shows /unauthorized and /test without signing in', async () => {
    stubApi({});
    const { unmount } = renderApp('/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    unmount();

    renderApp('/test');
    expect(await screen.findByRole('heading', { name: 'Routing test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/diagnostics' })).toHaveAttribute('href', '/diagnostics');
  });

  it('sends the user to /auth/login when the session cannot be refreshed', async () => {
    signIn(ownerUser);
    stubApi({
      'GET /api/auth/me': () => errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated),
      'POST /api/auth/refresh-token': () => errorResponse(401, 'INVALID_REFRESH_TOKEN', AUTH_MESSAGES.invalidRefreshToken),
      // The shell loads with the screen, so the screen may ask before the session ends: refused too.
      'GET /api/users': () => errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated),
      'GET /api/roles': () => errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated),
      'GET /api/settings': () => errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated),
    });
    const { router } = renderApp('/settings');

    await screen.findByRole('heading', { name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/settings', search: '', hash: '' } });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
