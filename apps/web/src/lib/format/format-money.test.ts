import { ownerUser, signIn, withSalonFormats } from '../../testing/session-fixtures';
import { currencySymbol, formatMoney, formatWholeMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [28.5, '$28.50'],
    [1234.567, '$1,234.57'],
    [-20, '-$20.00'],
  ])('shows %s as %s in dollars, the default', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it.each([
    ['USD', '$1,234.50', '$'],
    ['EUR', '€1,234.50', '€'],
    ['GBP', '£1,234.50', '£'],
    ['CAD', 'CA$1,234.50', 'CA$'],
    ['AUD', 'A$1,234.50', 'A$'],
  ] as const)("writes %s the salon's way, with US digits: %s", (currency, text, symbol) => {
    signIn(withSalonFormats(ownerUser, { currency }));
    expect(formatMoney(1234.5)).toBe(text);
    expect(currencySymbol()).toBe(symbol);
  });

  it('writes whole units for an axis', () => {
    expect(formatWholeMoney(1250.4)).toBe('$1,250');
    signIn(withSalonFormats(ownerUser, { currency: 'GBP' }));
    expect(formatWholeMoney(1250.4)).toBe('£1,250');
  });
});
