import { describe, expect, it } from 'vitest';
import { cancellationFeeCents, refusedMove, ruleOnCancellation, type SalonCancellationPolicy } from './cancellation-policy';

const policy: SalonCancellationPolicy = { allowCancellations: true, minHoursBeforeAppointment: 24, cancellationFee: 25, cancellationFeeType: 'fixed', noCancelPeriod: 2 };
const staff = { mayOverride: false };
const manager = { mayOverride: true };

describe('ruleOnCancellation', () => {
  it('lets anyone cancel free of charge before the minimum notice', () => {
    expect(ruleOnCancellation(policy, 24, 8000, staff)).toEqual({ allowed: true, late: false, feeCents: 0 });
    expect(ruleOnCancellation(policy, 30, 8000, manager)).toEqual({ allowed: true, late: false, feeCents: 0 });
  });

  it('refuses staff inside the minimum notice, with the policy message', () => {
    expect(ruleOnCancellation(policy, 23.5, 8000, staff)).toEqual({ allowed: false, message: 'Appointments cannot be cancelled less than 24 hours before the start' });
  });

  it('lets the management cancel inside the minimum notice, charging the fee', () => {
    expect(ruleOnCancellation(policy, 3, 8000, manager)).toEqual({ allowed: true, late: true, feeCents: 2500 });
  });

  it('refuses staff inside the no-cancel period, and once the appointment has started', () => {
    const message = 'Appointments cannot be cancelled less than 2 hours before the start; mark a no-show instead';
    expect(ruleOnCancellation(policy, 1.99, 8000, staff)).toEqual({ allowed: false, message });
    expect(ruleOnCancellation(policy, -1, 8000, staff)).toEqual({ allowed: false, message });
    expect(ruleOnCancellation({ ...policy, noCancelPeriod: 1 }, 0.5, 8000, staff)).toEqual({
      allowed: false,
      message: 'Appointments cannot be cancelled less than 1 hour before the start; mark a no-show instead',
    });
  });

  it('lets the management override the no-cancel period with a reason, charging the fee as for a late cancellation', () => {
    expect(ruleOnCancellation(policy, 1.5, 8000, { ...manager, reason: 'Stylist is off sick' })).toEqual({ allowed: true, late: true, feeCents: 2500 });
    expect(ruleOnCancellation(policy, -3, 8000, { ...manager, reason: 'Never confirmed' })).toEqual({ allowed: true, late: true, feeCents: 2500 });
    const noNotice = { ...policy, minHoursBeforeAppointment: 0 };
    expect(ruleOnCancellation(noNotice, 1, 8000, { ...manager, reason: 'Stylist is off sick' })).toEqual({ allowed: true, late: true, feeCents: 2500 });
  });

  it('asks the management for a reason to override the no-cancel period', () => {
    const needsReason = { allowed: false, needsReason: true, message: 'Give a reason to cancel less than 2 hours before the start' };
    expect(ruleOnCancellation(policy, 1, 8000, manager)).toEqual(needsReason);
    expect(ruleOnCancellation(policy, 1, 8000, { ...manager, reason: '   ' })).toEqual(needsReason);
  });

  it('refuses staff every cancellation when cancellations are off; the management still cancels', () => {
    const off = { ...policy, allowCancellations: false };
    expect(ruleOnCancellation(off, 100, 8000, staff)).toEqual({ allowed: false, message: 'This salon does not allow cancellations' });
    expect(ruleOnCancellation(off, 100, 8000, manager)).toEqual({ allowed: true, late: false, feeCents: 0 });
  });

  it('reads a period of 0 hours as none', () => {
    const none = { ...policy, minHoursBeforeAppointment: 0, noCancelPeriod: 0 };
    expect(ruleOnCancellation(none, -2, 8000, staff)).toEqual({ allowed: true, late: false, feeCents: 0 });
  });
});

describe('refusedMove', () => {
  it('refuses staff moving an appointment inside the minimum notice out of it, with the policy\'s hours', () => {
    expect(refusedMove(policy, 23.5, 24 * 7, staff)).toBe('Appointments cannot be moved less than 24 hours before the start');
    expect(refusedMove(policy, -1, 24, staff)).toBe('Appointments cannot be moved less than 24 hours before the start');
  });

  it('lets staff shift one inside the notice to a start still inside it (a client running late)', () => {
    expect(refusedMove(policy, 3, 3.5, staff)).toBeNull();
    expect(refusedMove(policy, 3, 23.75, staff)).toBeNull();
  });

  it('lets staff move one earlier than the notice, and the management at any time', () => {
    expect(refusedMove(policy, 24, 24 * 7, staff)).toBeNull();
    expect(refusedMove(policy, 1, 24 * 7, manager)).toBeNull();
  });

  it('counts the longer of the notice and the no-cancel period, and 0 hours as none', () => {
    expect(refusedMove({ ...policy, minHoursBeforeAppointment: 0, noCancelPeriod: 3 }, 2, 26, staff)).toBe('Appointments cannot be moved less than 3 hours before the start');
    expect(refusedMove({ ...policy, minHoursBeforeAppointment: 0, noCancelPeriod: 0 }, -2, 26, staff)).toBeNull();
  });
});

describe('cancellationFeeCents', () => {
  it('takes a percentage of the price to the cent', () => {
    expect(cancellationFeeCents({ cancellationFee: 15, cancellationFeeType: 'percentage' }, 7999)).toBe(1200);
  });
  it('takes a fixed sum, never above the price', () => {
    expect(cancellationFeeCents({ cancellationFee: 12.5, cancellationFeeType: 'fixed' }, 8000)).toBe(1250);
    expect(cancellationFeeCents({ cancellationFee: 50, cancellationFeeType: 'fixed' }, 3000)).toBe(3000);
  });
});
