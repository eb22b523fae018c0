import { act, fireEvent, screen } from '@testing-library/react';
import { LAST_INPUT_KEY } from '../../../lib/session/input-clock';
import { sessionStore } from '../../../lib/session/session-store';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, stubApi } from '../../../testing/stub-api';
import { IdleSignOut } from './idle-sign-out';

const T0 = new Date('2026-03-02T09:00:00Z').getTime();
const MINUTE = 60_000;
const LOGOUT = 'POST /api/auth/logout';
const tenMinuteSalon = { ...ownerUser, salon: { ...ownerUser.salon, sessionTimeout: 10 } };

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Moves the clock on to this long after sign-in, running the timers due on the way (the dialog's transitions too). */
const at = (ms: number) => pass(T0 + ms - Date.now());
const warning = () => screen.queryByText(/You will be signed out in/);

function openSignedIn() {
  vi.useFakeTimers({ now: T0 });
  signIn(tenMinuteSalon, 'access-1', 'refresh-1');
  const calls = stubApi({ [LOGOUT]: () => dataResponse(null) });
  renderWithProviders(<IdleSignOut />);
  return calls;
}

describe("signing out after the salon's session timeout without input", () => {
  it('warns a minute before, counts down, then signs out on the server too and says why', async () => {
    const calls = openSignedIn();
    await at(9 * MINUTE - 1);
    expect(warning()).toBeNull();
    await at(9 * MINUTE + 500);
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByText('You will be signed out in 60 seconds for inactivity.')).toBeInTheDocument();
    await at(10 * MINUTE - 500);
    expect(screen.getByText('You will be signed out in 1 second for inactivity.')).toBeInTheDocument();
    expect(sessionStore.getSession()).not.toBeNull();
    await at(10 * MINUTE);
    expect(sessionStore.getSession()).toBeNull();
    await vi.waitFor(() => expect(callsTo(calls, LOGOUT).map((call) => call.body)).toEqual([{ refreshToken: 'refresh-1' }]));
    expect(screen.getByText('You were signed out after 10 minutes without activity.')).toBeInTheDocument();
  });

  it('starts again from the last key or pointer input', async () => {
    openSignedIn();
    await at(5 * MINUTE);
    fireEvent.pointerMove(document.body);
    await at(13 * MINUTE);
    expect(warning()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'a' });
    await at(22 * MINUTE - 1);
    expect(warning()).toBeNull();
    await at(22 * MINUTE + 500);
    expect(warning()).not.toBeNull();
    expect(sessionStore.getSession()).not.toBeNull();
  });

  it('keeps the session with Stay signed in, and warns again after another idle stretch', async () => {
    openSignedIn();
    await at(9 * MINUTE + 30_000);
    expect(screen.getByText('You will be signed out in 30 seconds for inactivity.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Stay signed in' }).click());
    await at(9 * MINUTE + 31_000);
    expect(warning()).toBeNull();
    await at(18 * MINUTE + 30_000 - 1);
    expect(warning()).toBeNull();
    await at(18 * MINUTE + 30_500);
    expect(screen.getByText('You will be signed out in 60 seconds for inactivity.')).toBeInTheDocument();
    expect(sessionStore.getSession()).not.toBeNull();
  });

  it('counts input on another tab of the session, shared through storage', async () => {
    openSignedIn();
    await at(8 * MINUTE);
    window.localStorage.setItem(LAST_INPUT_KEY, String(Date.now()));
    await at(17 * MINUTE - 1);
    expect(warning()).toBeNull();
    await at(17 * MINUTE + 500);
    expect(sessionStore.getSession()).not.toBeNull();
    expect(screen.getByText('You will be signed out in 60 seconds for inactivity.')).toBeInTheDocument();
  });

  it('does not let input after the time ran out bring the session back (a background tab whose timers slept)', async () => {
    const calls = openSignedIn();
    vi.setSystemTime(T0 + 2 * 60 * MINUTE);
    fireEvent.pointerDown(document.body);
    expect(sessionStore.getSession()).toBeNull();
    await vi.waitFor(() => expect(callsTo(calls, LOGOUT)).toHaveLength(1));
  });

  it('signs out at once a page opened after the last input is older than the timeout', () => {
    vi.useFakeTimers({ now: T0 });
    signIn(tenMinuteSalon);
    vi.setSystemTime(T0 + 11 * MINUTE);
    stubApi({ [LOGOUT]: () => dataResponse(null) });
    renderWithProviders(<IdleSignOut />);
    expect(sessionStore.getSession()).toBeNull();
  });
});
