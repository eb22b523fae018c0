const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in dollars with two decimals, e.g. "$1,234.50" (DECISIONS §2). */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}
