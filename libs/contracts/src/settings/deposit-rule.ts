import type { SettingsCurrency } from './settings-options';

/** What the deposit rule reads of the salon's booking rules (settings › appointments › bookingRules). */
export type DepositRule = { requireDeposit: boolean; depositAmount: number; depositType: 'percentage' | 'fixed' };

/** US digits in the salon's currency, as the web writes money: "$12.50", "€12.50". */
const money = (cents: number, currency: SettingsCurrency) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency });

/**
 * The deposit the salon requires before a booking of this price, in cents: a percentage of the
 * price rounded to the cent, or a fixed sum, never above the price; 0 when none is required.
 */
export function requiredDepositCents(rule: DepositRule, totalPrice: number): number {
  if (!rule.requireDeposit) return 0;
  const priceCents = Math.round(totalPrice * 100);
  const ruleCents = rule.depositType === 'percentage' ? Math.round((priceCents * rule.depositAmount) / 100) : Math.round(rule.depositAmount * 100);
  return Math.min(priceCents, ruleCents);
}

/** What the rule asks, in words: "A deposit of $12.50 is required (20% of the price)"; in dollars unless a currency is named. */
export function depositRequiredMessage(rule: DepositRule, totalPrice: number, currency: SettingsCurrency = 'USD'): string {
  const share = rule.depositType === 'percentage' ? ` (${rule.depositAmount}% of the price)` : '';
  return `A deposit of ${money(requiredDepositCents(rule, totalPrice), currency)} is required${share}`;
}

/**
 * The deposit is money the desk received at booking, so a booking that took less than the rule
 * asks is refused with the rule's words; null when the deposit entered is enough.
 */
export function depositShortfall(rule: DepositRule, totalPrice: number, entered: number | null | undefined): string | null {
  const required = requiredDepositCents(rule, totalPrice);
  return Math.round((entered ?? 0) * 100) < required ? depositRequiredMessage(rule, totalPrice) : null;
}
