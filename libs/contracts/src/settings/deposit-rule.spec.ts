import { describe, expect, it } from 'vitest';
import { depositRequiredMessage, depositShortfall, requiredDepositCents } from './deposit-rule';

const percent = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'percentage' as const });
const fixed = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'fixed' as const });

describe('the required deposit', () => {
  it('is nothing when no deposit is required', () => {
    expect(requiredDepositCents({ ...percent(20), requireDeposit: false }, 85)).toBe(0);
    expect(depositShortfall({ ...percent(20), requireDeposit: false }, 85, null)).toBeNull();
  });

  it('is the percentage of the price, to the cent', () => {
    expect(requiredDepositCents(percent(20), 62.5)).toBe(1250);
    expect(requiredDepositCents(percent(15), 33.33)).toBe(500);
    expect(requiredDepositCents(percent(12.5), 49.99)).toBe(625);
  });

  it('is the fixed sum, never above the price', () => {
    expect(requiredDepositCents(fixed(25), 85)).toBe(2500);
    expect(requiredDepositCents(fixed(50), 30)).toBe(3000);
  });
});

describe('a deposit short of the rule', () => {
  it('is refused with the amount and the share of the price', () => {
    expect(depositShortfall(percent(20), 62.5, null)).toBe('A deposit of $12.50 is required (20% of the price)');
    expect(depositShortfall(percent(20), 62.5, 12.49)).toBe('A deposit of $12.50 is required (20% of the price)');
    expect(depositShortfall(fixed(1250), 2000, 0)).toBe('A deposit of $1,250.00 is required');
  });

  it("names the amount in the salon's currency when told it (the web's note beside the field)", () => {
    expect(depositRequiredMessage(percent(20), 62.5, 'EUR')).toBe('A deposit of €12.50 is required (20% of the price)');
    expect(depositRequiredMessage(fixed(1250), 2000, 'CAD')).toBe('A deposit of CA$1,250.00 is required');
  });

  it('passes at the rule or above it', () => {
    expect(depositShortfall(percent(20), 62.5, 12.5)).toBeNull();
    expect(depositShortfall(fixed(25), 85, 40)).toBeNull();
    expect(depositShortfall(fixed(50), 30, 30)).toBeNull();
  });
});
