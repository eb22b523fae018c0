import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@salon/contracts';
import { sessionStore } from '../../../lib/session/session-store';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { dashboardHandlers } from '../../../testing/fixtures/dashboard';
import { replaceText, setupUser } from '../../../testing/user-actions';

const REGISTER = 'POST /api/auth/register';

const field = (label: RegExp) => screen.getByLabelText(label);
const fields = {
  firstName: () => field(/^First name/),
  lastName: () => field(/^Last name/),
  email: () => field(/^Email/),
  password: () => field(/^Password/),
  confirmPassword: () => field(/^Confirm password/),
  terms: () => screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
};

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}

async function openRegistration(path = '/register') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return rendered;
}

async function fillValidForm() {
  const user = setupUser();
  await type(fields.firstName(), 'Nadia');
  await type(fields.lastName(), 'Okafor');
  await type(fields.email(), 'nadia@salon.test');
  await type(fields.password(), 'Str0ng!Passw0rd');
  await type(fields.confirmPassword(), 'Str0ng!Passw0rd');
  await user.click(fields.terms());
}

describe('registration page', () => {
  it('links the terms checkbox to /terms', async () => {
    stubApi({});
    await openRegistration('/auth/register');

    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['first name', fields.firstName, 'N', 'First name must be at least 2 characters'],
    ['last name', fields.lastName, '', 'Last name must be at least 2 characters'],
    ['email', fields.email, 'nadia@', 'Invalid email address'],
    ['short password', fields.password, 'Sh0rt!pw', 'Password must be at least 10 characters'],
    ['weak password', fields.password, 'alllowercase1!', 'Password must include uppercase, lowercase, number, and special character'],
    ['confirmation', fields.confirmPassword, '', 'Please confirm your password'],
  ])('checks the %s when it loses focus', async (_name, input, value, message) => {
    stubApi({});
    await openRegistration();

    await type(input(), value);

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the passwords differ as soon as the confirmation loses focus, before the rest is filled in', async () => {
    const user = setupUser();
    stubApi({});
    await openRegistration();

    await type(fields.password(), 'Str0ng!Passw0rd');
    await type(fields.confirmPassword(), 'Str0ng!Passw0rd2');

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await replaceText(user, fields.confirmPassword(), 'Str0ng!Passw0rd');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('checks every rule on submit, including the terms, and sends nothing', async () => {
    const user = setupUser();
    const fetchMock = stubApi({});
    await openRegistration();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, REGISTER)).toHaveLength(0);
  });

  it('creates the account, says so, revokes the unused session and goes to /login', async () => {
    const user = setupUser();
    const fetchMock = stubApi({
      [REGISTER]: () => dataResponse({ token: 'access-9', refreshToken: 'refresh-9', user: buildUser({ firstName: 'Nadia' }) }, 201),
      'POST /api/auth/logout': () => dataResponse(null),
    });
    const { router } = await openRegistration();

    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created. Please login to continue.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, REGISTER)[0].body).toEqual({
      firstName: 'Nadia',
      lastName: 'Okafor',
      email: 'nadia@salon.test',
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rd',
    });
    expect(callsTo(fetchMock, 'POST /api/auth/logout')[0].body).toEqual({ refreshToken: 'refresh-9' });
    expect(sessionStore.getSession()).toBeNull();
  });

  it('shows the server field errors by field and a "Registration Failed" notification', async () => {
    const user = setupUser();
    stubApi({
      [REGISTER]: () =>
        errorResponse(409, 'EMAIL_TAKEN', AUTH_MESSAGES.emailTaken, { fieldErrors: { email: [AUTH_MESSAGES.emailTaken] } }),
    });
    await openRegistration();

    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const toast = (await screen.findByText('Registration Failed')).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText(AUTH_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(fields.email()).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email()).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
  });

  it('falls back to the spec text when the failure has no message', async () => {
    const user = setupUser();
    stubApi({ [REGISTER]: () => new Response('upstream down', { status: 502 }) });
    await openRegistration();

    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('sends a signed-in user to the dashboard', async () => {
    signIn(ownerUser);
    stubApi({ 'GET /api/auth/me': () => dataResponse(ownerUser), ...dashboardHandlers() });
    const { router } = renderApp('/register');

    await screen.findByRole('heading', { name: 'Welcome back, Olivia!' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
