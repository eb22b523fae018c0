import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [28.5, '$28.50'],
    [1234.567, '$1,234.57'],
  ])('shows %s as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});
