import type { AuthResult, SessionSalon, SessionUser } from '@salon/contracts';
import { sessionStore } from '../lib/session/session-store';

/**
 * The fixtures' salon keeps the zone of the machine running the tests, so a test that sets the
 * clock with local dates (`new Date(2026, 10, 24, 9, 0)`) means the salon's 9:00 on Nov 24.
 * Tests about a salon in another zone than the browser's name one with `inSalonZone`.
 */
export const testSalon: SessionSalon = {
  id: 1,
  name: 'My Salon',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  currency: 'USD',
  dateFormat: 'MM/DD/YYYY',
  timeFormat: '12h',
  sessionTimeout: 30,
};

/** The same user at a salon in `timeZone`. */
export const inSalonZone = (user: SessionUser, timeZone: string): SessionUser => ({ ...user, salon: { ...user.salon, timeZone } });

/** The same user at a salon that writes money, dates and times its own way (settings › general). */
export const withSalonFormats = (user: SessionUser, formats: Partial<Pick<SessionSalon, 'currency' | 'dateFormat' | 'timeFormat'>>): SessionUser => ({
  ...user,
  salon: { ...user.salon, ...formats },
});

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    firstName: 'Maya',
    lastName: 'Lopez',
    username: 'maya',
    email: 'maya@salon.test',
    roles: [],
    permissions: [],
    salon: testSalon,
    ...overrides,
  };
}

function withRole(name: string, permissions: string[], overrides: Partial<SessionUser> = {}): SessionUser {
  return buildUser({ roles: [{ name, permissions: permissions.map((permission) => ({ name: permission })) }], permissions, ...overrides });
}

/** The seeded roles of DECISIONS §4, as the API hands them to the session. */
export const ownerUser = withRole('owner', ['*:*'], { id: 1, firstName: 'Olivia', lastName: 'Owens', username: 'owner', email: 'owner@salon.test' });
export const stylistUser = withRole(
  'stylist',
  ['dashboard:read', 'appointments:read', 'appointments:update', 'clients:read', 'services:read', 'employees:read', 'waitlist:read'],
  { id: 4, firstName: 'Sam', lastName: 'Stone', username: 'stylist', email: 'stylist@salon.test' },
);
const crud = (resource: string) => ['read', 'create', 'update', 'delete'].map((action) => `${resource}:${action}`);
export const receptionistUser = withRole(
  'receptionist',
  ['dashboard:read', ...crud('clients'), ...crud('appointments'), ...crud('waitlist'), 'payments:read', 'payments:create', 'services:read', 'employees:read', 'inventory:read'],
  { id: 3, firstName: 'Priya', lastName: 'Patel', username: 'reception', email: 'reception@salon.test' },
);
export const staffUser = withRole('staff', [], { id: 9, firstName: 'Tess', lastName: 'Novak', username: 'tess', email: 'tess@salon.test' });

export function authResultFor(user: SessionUser, token = 'access-1', refreshToken = 'refresh-1'): AuthResult {
  return { token, refreshToken, user };
}

export function signIn(user: SessionUser, token = 'access-1', refreshToken = 'refresh-1'): void {
  sessionStore.start(authResultFor(user, token, refreshToken));
}
