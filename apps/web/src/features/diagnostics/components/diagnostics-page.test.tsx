import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@salon/contracts';
import { sessionStore } from '../../../lib/session/session-store';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { setupUser } from '../../../testing/user-actions';

async function openDiagnostics() {
  renderApp('/diagnostics');
  await screen.findByRole('heading', { level: 1, name: 'Authentication diagnostics' });
}

describe('diagnostics page', () => {
  it('calls GET /clients and shows the error message and the response data', async () => {
    const user = setupUser();
    signIn(ownerUser);
    const fetchMock = stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      'GET /api/clients': () => errorResponse(404, 'NOT_FOUND', 'No route matches GET /api/clients'),
    });
    await openDiagnostics();

    await user.click(screen.getByRole('button', { name: 'Run GET /clients' }));

    const card = screen.getByRole('region', { name: 'GET /clients' });
    expect(await within(card).findByText('No route matches GET /api/clients')).toBeInTheDocument();
    expect(within(card).getByText('404')).toBeInTheDocument();
    expect(within(card).getByLabelText('Response data of GET /clients')).toHaveTextContent('"code": "NOT_FOUND"');
    expect(callsTo(fetchMock, 'GET /api/clients')[0].init.headers).toMatchObject({ authorization: 'Bearer access-1' });
  });

  it('refreshes with the stored refresh token, keeps the new pair and shows the tokens shortened', async () => {
    const user = setupUser();
    signIn(ownerUser, 'access-1', 'refresh-1');
    const fetchMock = stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      'POST /api/auth/refresh-token': () => dataResponse({ token: 'access-2-abcdefghijk', refreshToken: 'refresh-2-abcdefghijk' }),
    });
    await openDiagnostics();

    await user.click(screen.getByRole('button', { name: 'Run POST /auth/refresh-token' }));

    const card = screen.getByRole('region', { name: 'POST /auth/refresh-token' });
    const data = await within(card).findByLabelText('Response data of POST /auth/refresh-token');
    expect(data).toHaveTextContent('"token": "access-2… (20 characters)"');
    expect(data).not.toHaveTextContent('abcdefghijk');
    expect(within(card).getByText('None')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(sessionStore.getSession()).toMatchObject({ token: 'access-2-abcdefghijk', refreshToken: 'refresh-2-abcdefghijk' });
  });

  it('shows a refused refresh with its message', async () => {
    const user = setupUser();
    signIn(ownerUser);
    stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      'POST /api/auth/refresh-token': () => errorResponse(401, 'INVALID_REFRESH_TOKEN', AUTH_MESSAGES.invalidRefreshToken),
    });
    await openDiagnostics();

    await user.click(screen.getByRole('button', { name: 'Run POST /auth/refresh-token' }));

    const card = screen.getByRole('region', { name: 'POST /auth/refresh-token' });
    expect(await within(card).findByText(AUTH_MESSAGES.invalidRefreshToken)).toBeInTheDocument();
    expect(within(card).getByText('401')).toBeInTheDocument();
  });

  it('says there is no refresh token when signed out, without calling the API', async () => {
    const user = setupUser();
    const fetchMock = stubApi({});
    await openDiagnostics();

    await user.click(screen.getByRole('button', { name: 'Run POST /auth/refresh-token' }));

    expect(await screen.findByText('No refresh token available')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/refresh-token')).toHaveLength(0);
  });
});
