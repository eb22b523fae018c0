import { ownerUser, signIn, withSalonFormats } from '../../testing/session-fixtures';
import { angledLabels, cutLabel, dayLabel, formatCompactMoney, formatCompactNumber, PIE_PALETTE, CHART_PALETTE } from './chart-format';

describe('chart formats', () => {
  it('writes 1,000 and more with K and 1,000,000 and more with M', () => {
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1000)).toBe('1K');
    expect(formatCompactNumber(1250)).toBe('1.3K');
    expect(formatCompactNumber(999_949)).toBe('999.9K');
    expect(formatCompactNumber(999_950)).toBe('1M');
    expect(formatCompactNumber(2_500_000)).toBe('2.5M');
    expect(formatCompactNumber(12.345)).toBe('12.35');
    expect(formatCompactNumber(-1500)).toBe('-1.5K');
  });

  it('writes dollars with the sign before the symbol', () => {
    expect(formatCompactMoney(0)).toBe('$0');
    expect(formatCompactMoney(250)).toBe('$250');
    expect(formatCompactMoney(12.5)).toBe('$12.50');
    expect(formatCompactMoney(1100)).toBe('$1.1K');
    expect(formatCompactMoney(-1100)).toBe('-$1.1K');
    expect(formatCompactMoney(-40.25)).toBe('-$40.25');
    expect(formatCompactMoney(3_200_000)).toBe('$3.2M');
  });

  it("writes money in the salon's currency, with the symbol formatMoney uses", () => {
    signIn(withSalonFormats(ownerUser, { currency: 'EUR' }));
    expect(formatCompactMoney(1100)).toBe('€1.1K');
    expect(formatCompactMoney(-40.25)).toBe('-€40.25');
    signIn(withSalonFormats(ownerUser, { currency: 'CAD' }));
    expect(formatCompactMoney(250)).toBe('CA$250');
  });

  it('cuts labels longer than 15 characters to 12 and an ellipsis', () => {
    expect(cutLabel('Gel Manicure')).toBe('Gel Manicure');
    expect(cutLabel('Fifteen chars!!')).toBe('Fifteen chars!!');
    expect(cutLabel('Balayage with Gloss')).toBe('Balayage wit…');
  });

  it('angles x labels only when there are more than 10', () => {
    expect(angledLabels(10)).toBe(false);
    expect(angledLabels(11)).toBe(true);
  });

  it('has six colours for series and eight for a pie', () => {
    expect(CHART_PALETTE).toHaveLength(6);
    expect(PIE_PALETTE).toHaveLength(8);
    expect(new Set(PIE_PALETTE).size).toBe(8);
  });

  it('names a day by month and day', () => {
    expect(dayLabel('2026-11-24')).toBe('Nov 24');
    expect(dayLabel('not a date')).toBe('not a date');
  });

  it('names a day in the order the salon writes dates', () => {
    signIn(withSalonFormats(ownerUser, { dateFormat: 'DD/MM/YYYY' }));
    expect(dayLabel('2026-11-24')).toBe('24 Nov');
    signIn(withSalonFormats(ownerUser, { dateFormat: 'YYYY-MM-DD' }));
    expect(dayLabel('2026-11-24')).toBe('11-24');
  });
});
