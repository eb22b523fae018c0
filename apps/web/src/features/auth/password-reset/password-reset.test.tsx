import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}

describe('forgot password', () => {
  it('checks the address, sends it and shows the neutral confirmation', async () => {
    const user = setupUser();
    const fetchMock = stubApi({ 'POST /api/auth/request-password-reset': () => dataResponse(null) });
    renderApp('/forgot-password');

    const email = await screen.findByLabelText(/^Email/);
    await type(email, 'maya@');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    await type(email, 'maya@salon.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(AUTH_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/request-password-reset')[0].body).toEqual({ email: 'maya@salon.test' });
  });

  it('says so when the request could not be sent', async () => {
    const user = setupUser();
    stubApi({ 'POST /api/auth/request-password-reset': () => new Response('down', { status: 502 }) });
    renderApp('/forgot-password');

    await type(await screen.findByLabelText(/^Email/), 'maya@salon.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Password reset request failed.')).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.resetRequested)).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('explains a link without a token and offers a new one', async () => {
    stubApi({});
    renderApp('/reset-password');

    expect(await screen.findByText('The reset link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('checks the new password and its confirmation', async () => {
    const user = setupUser();
    const fetchMock = stubApi({});
    renderApp('/reset-password?token=abc123');

    await type(await screen.findByLabelText(/^New password/), 'weakpassword');
    expect(screen.getByText('Password must include uppercase, lowercase, number, and special character')).toBeInTheDocument();
    await type(screen.getByLabelText(/^New password/), 'Str0ng!Passw0rd');
    await type(screen.getByLabelText(/^Confirm new password/), 'Str0ng!Passw0rdX');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('sends the token with the new password and explains an expired link', async () => {
    const user = setupUser();
    const fetchMock = stubApi({
      'POST /api/auth/reset-password': () => errorResponse(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.resetInvalid),
    });
    renderApp('/reset-password?token=abc123');

    await type(await screen.findByLabelText(/^New password/), 'Str0ng!Passw0rd');
    await type(screen.getByLabelText(/^Confirm new password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(AUTH_MESSAGES.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')[0].body).toEqual({
      token: 'abc123',
      password: 'Str0ng!Passw0rd',
      confirmPassword: 'Str0ng!Passw0rd',
    });
  });

  it('falls back to the spec text when the failure has no message', async () => {
    const user = setupUser();
    stubApi({ 'POST /api/auth/reset-password': () => new Response('down', { status: 502 }) });
    renderApp('/reset-password?token=abc123');

    await type(await screen.findByLabelText(/^New password/), 'Str0ng!Passw0rd');
    await type(screen.getByLabelText(/^Confirm new password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
  });
});
