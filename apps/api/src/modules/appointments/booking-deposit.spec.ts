import { describe, expect, it } from 'vitest';
import { depositAtBooking } from './booking-deposit';

const percent = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'percentage' as const });
const fixed = (amount: number) => ({ requireDeposit: true, depositAmount: amount, depositType: 'fixed' as const });

describe("a booking's deposit", () => {
  it('is what the desk entered when no deposit is required', () => {
    expect(depositAtBooking({ ...percent(20), requireDeposit: false }, 85, 10)).toBe(10);
    expect(depositAtBooking({ ...percent(20), requireDeposit: false }, 85, null)).toBe(0);
  });

  it('is the percentage of the price, to the cent, when one is required', () => {
    expect(depositAtBooking(percent(20), 85, null)).toBe(17);
    expect(depositAtBooking(percent(15), 33.33, undefined)).toBe(5);
    expect(depositAtBooking(percent(12.5), 49.99, 0)).toBe(6.25);
  });

  it('is the fixed sum, never above the price', () => {
    expect(depositAtBooking(fixed(25), 85, null)).toBe(25);
    expect(depositAtBooking(fixed(50), 30, null)).toBe(30);
  });

  it('keeps a larger deposit the desk took', () => {
    expect(depositAtBooking(percent(20), 85, 40)).toBe(40);
    expect(depositAtBooking(fixed(25), 85, 10)).toBe(25);
  });
});
