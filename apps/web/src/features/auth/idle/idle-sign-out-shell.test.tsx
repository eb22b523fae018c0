import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../../testing/stub-api';

const T0 = new Date('2026-03-02T09:00:00Z').getTime();
const fiveMinuteSalon = { ...ownerUser, salon: { ...ownerUser.salon, sessionTimeout: 5 } };

describe('the shell signs an unused session out', () => {
  it('after the salon timeout, to the sign-in page, saying why', async () => {
    // The clock and timeouts are the test's but also run on with real time, so the page loads as usual.
    vi.useFakeTimers({ now: T0, toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signIn(fiveMinuteSalon);
    stubApi({ 'GET /api/auth/me': () => dataResponse(fiveMinuteSalon), 'POST /api/auth/logout': () => dataResponse(null) });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });

    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000 + 500));
    expect(screen.getByText('You will be signed out in 60 seconds for inactivity.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.getByText('You were signed out after 5 minutes without activity.')).toBeInTheDocument();
  });
});
