/** What the deposit rule reads of the salon's booking rules (settings › appointments › bookingRules). */
export type DepositRule = { requireDeposit: boolean; depositAmount: number; depositType: 'percentage' | 'fixed' };

/**
 * The deposit a new booking holds. With a deposit required: the rule's amount (a percentage of
 * the price, rounded to the cent, or a fixed sum), or more when the desk took more, never above
 * the price. Without: what the desk entered, as before. In cents, so no float creeps in.
 */
export function depositAtBooking(rule: DepositRule, totalPrice: number, entered: number | null | undefined): number {
  const given = entered ?? 0;
  if (!rule.requireDeposit) return given;
  const priceCents = Math.round(totalPrice * 100);
  const ruleCents = rule.depositType === 'percentage' ? Math.round((priceCents * rule.depositAmount) / 100) : Math.round(rule.depositAmount * 100);
  return Math.min(priceCents, Math.max(Math.round(given * 100), ruleCents)) / 100;
}
