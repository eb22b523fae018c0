import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@salon/contracts';
import { sessionStore } from '../../../lib/session/session-store';
import { renderApp } from '../../../testing/render-app';
import { ownerUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { dashboardHandlers } from '../../../testing/fixtures/dashboard';
import { replaceText, setupUser } from '../../../testing/user-actions';

const LOGIN = 'POST /api/auth/login';

const usernameField = () => screen.getByLabelText(/Username or email/);
const passwordField = () => screen.getByLabelText(/^Password/);

async function type(field: HTMLElement, value: string) {
  const user = setupUser();
  await user.click(field);
  await replaceText(user, field, value);
  await user.tab();
}

describe('sign-in page', () => {
  it('shows the product title, heading, fields, links and copyright', async () => {
    stubApi({});
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByText('Salon Back Office')).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Salon Back Office/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveAccessibleDescription(
      "Stay signed in up to 30 days; the salon's idle timeout still applies.",
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows and hides the password', async () => {
    const user = setupUser();
    stubApi({});
    renderApp('/login');

    const password = await screen.findByLabelText(/^Password/);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('checks each field when it loses focus, with the spec messages, and clears a message on edit', async () => {
    const user = setupUser();
    stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await type(usernameField(), '');
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(usernameField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();

    await type(usernameField(), 'ab');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();

    await replaceText(user, usernameField(), 'abc');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();

    await type(passwordField(), '');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('does not send an invalid form', async () => {
    const user = setupUser();
    const fetchMock = stubApi({});
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, LOGIN)).toHaveLength(0);
  });

  it('shows a "Login Failed" notification with the server message', async () => {
    const user = setupUser();
    stubApi({ [LOGIN]: () => errorResponse(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials) });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await type(usernameField(), 'owner');
    await type(passwordField(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getSession()).toBeNull();
  });

  it('says the authentication server answered without data', async () => {
    const user = setupUser();
    stubApi({ [LOGIN]: () => dataResponse(null) });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await type(usernameField(), 'owner');
    await type(passwordField(), 'Demo!Salon2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid response from authentication server')).toBeInTheDocument();
  });

  it('falls back to the spec text when the failure has no message', async () => {
    const user = setupUser();
    stubApi({ [LOGIN]: () => new Response('Bad Gateway', { status: 502 }) });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await type(usernameField(), 'owner');
    await type(passwordField(), 'Demo!Salon2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('signs in with remember me and goes to the dashboard, keeping the session in storage', async () => {
    const user = setupUser();
    const fetchMock = stubApi({
      [LOGIN]: () => dataResponse({ token: 'access-1', refreshToken: 'refresh-1', user: ownerUser }),
      'GET /api/auth/me': () => dataResponse(ownerUser),
      ...dashboardHandlers(),
    });
    const { router } = renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Sign in to your account' });

    await type(usernameField(), '  owner@salon.test ');
    await type(passwordField(), 'Demo!Salon2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, LOGIN)[0].body).toEqual({ username: 'owner@salon.test', password: 'Demo!Salon2026', rememberMe: true });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('access-1'));
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(ownerUser);
  });

  it('confirms a password change made through the reset link', async () => {
    const user = setupUser();
    stubApi({ 'POST /api/auth/reset-password': () => dataResponse(null) });
    const { router } = renderApp('/reset-password?token=abc123');

    await type(await screen.findByLabelText(/^New password/), 'Str0ng!Passw0rd');
    await type(screen.getByLabelText(/^Confirm new password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
