import { describe, expect, it } from 'vitest';
import { DomainError } from '../../common/errors/domain-error';
import { depositAtBooking } from './booking-deposit';

const percent = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'percentage' as const });
const fixed = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'fixed' as const });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('not refused');
}

describe("a booking's deposit", () => {
  it('is what the desk entered when no deposit is required, nothing when they entered none', () => {
    expect(depositAtBooking({ ...percent(20), requireDeposit: false }, 85, 10)).toBe(10);
    expect(depositAtBooking({ ...percent(20), requireDeposit: false }, 85, null)).toBe(0);
  });

  it('is what the desk received when it meets the rule, never raised to the rule by itself', () => {
    expect(depositAtBooking(percent(20), 85, 17)).toBe(17);
    expect(depositAtBooking(percent(20), 85, 40)).toBe(40);
    expect(depositAtBooking(fixed(50), 30, 30)).toBe(30);
  });

  it('is refused below the rule, at the deposit field, with the amount required', () => {
    const error = refusal(() => depositAtBooking(percent(20), 62.5, 10));
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('A deposit of $12.50 is required (20% of the price)');
    expect(error.details).toEqual({ fieldErrors: { deposit_amount: ['A deposit of $12.50 is required (20% of the price)'] } });
    expect(refusal(() => depositAtBooking(fixed(25), 85, null)).message).toBe('A deposit of $25.00 is required');
  });

  it('is not required of a walk-in seated from the waitlist, who pays at the end', () => {
    expect(depositAtBooking(percent(20), 62.5, null, { walkIn: true })).toBe(0);
  });
});
