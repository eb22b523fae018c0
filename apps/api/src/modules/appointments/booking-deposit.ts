import { depositShortfall, type DepositRule } from '@salon/contracts';
import { DomainError } from '../../common/errors/domain-error';

/**
 * The deposit a new booking records: what the desk received, never an amount the rule makes up
 * (the balance, the payment form and the late-cancellation fee all count it as money taken).
 * With a deposit required, a booking that took less is refused at the deposit field with the
 * rule's words. A walk-in seated from the waitlist is exempt: they pay at the end of the visit.
 */
export function depositAtBooking(rule: DepositRule, totalPrice: number, entered: number | null | undefined, { walkIn = false } = {}): number {
  const shortfall = walkIn ? null : depositShortfall(rule, totalPrice, entered);
  if (shortfall) throw new DomainError('VALIDATION_FAILED', shortfall, { fieldErrors: { deposit_amount: [shortfall] } });
  return entered ?? 0;
}
