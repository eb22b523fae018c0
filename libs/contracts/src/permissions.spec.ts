import { describe, expect, it } from 'vitest';
import { can, canAll, canAny, grantMatches, PERMISSION_CATALOGUE } from './permissions';

const user = (...permissions: string[]) => ({ permissions });

describe('grantMatches', () => {
  it.each([
    ['clients:read', 'clients:read', true],
    ['clients:read', 'clients:update', false],
    ['clients:read', 'employees:read', false],
    ['clients:*', 'clients:delete', true],
    ['clients:*', 'employees:delete', false],
    ['*:read', 'payments:read', true],
    ['*:read', 'payments:refund', false],
    ['*:*', 'admin:access', true],
    ['*:*', 'payments:void', true],
  ])('grant %s for %s is %s', (granted, required, expected) => {
    expect(grantMatches(granted, required)).toBe(expected);
  });

  it('never matches malformed permissions', () => {
    expect(grantMatches('clients', 'clients:read')).toBe(false);
    expect(grantMatches('*', 'clients:read')).toBe(false);
    expect(grantMatches('clients:read:extra', 'clients:read')).toBe(false);
    expect(grantMatches(':read', 'clients:read')).toBe(false);
    expect(grantMatches('clients:read', 'clients')).toBe(false);
  });

  it('does not treat a wildcard requirement as satisfied by a narrower grant', () => {
    expect(grantMatches('clients:read', '*:*')).toBe(false);
    expect(grantMatches('clients:read', 'clients:*')).toBe(false);
    expect(grantMatches('clients:*', 'clients:*')).toBe(true);
  });
});

describe('can', () => {
  it('denies signed-out users everything', () => {
    expect(can(null, 'clients:read')).toBe(false);
    expect(can(undefined, 'dashboard:read')).toBe(false);
  });

  it('denies a user with no permissions', () => {
    expect(can(user(), 'clients:read')).toBe(false);
  });

  it('grants when any held permission matches', () => {
    const receptionist = user('clients:*', 'payments:read', 'payments:create');
    expect(can(receptionist, 'clients:delete')).toBe(true);
    expect(can(receptionist, 'payments:create')).toBe(true);
    expect(can(receptionist, 'payments:refund')).toBe(false);
    expect(can(receptionist, 'admin:access')).toBe(false);
  });

  it('canAny and canAll combine requirements', () => {
    const stylist = user('appointments:read', 'appointments:update');
    expect(canAny(stylist, ['clients:read', 'appointments:read'])).toBe(true);
    expect(canAny(stylist, ['clients:read', 'payments:read'])).toBe(false);
    expect(canAll(stylist, ['appointments:read', 'appointments:update'])).toBe(true);
    expect(canAll(stylist, ['appointments:read', 'appointments:delete'])).toBe(false);
  });
});

describe('PERMISSION_CATALOGUE', () => {
  it('lists every resource action, the payment extras and admin access once', () => {
    expect(PERMISSION_CATALOGUE).toContain('dashboard:read');
    expect(PERMISSION_CATALOGUE).toContain('payments:refund');
    expect(PERMISSION_CATALOGUE).toContain('payments:void');
    expect(PERMISSION_CATALOGUE).toContain('admin:access');
    expect(new Set(PERMISSION_CATALOGUE).size).toBe(PERMISSION_CATALOGUE.length);
    expect(PERMISSION_CATALOGUE).toHaveLength(9 * 4 + 3);
  });
});
