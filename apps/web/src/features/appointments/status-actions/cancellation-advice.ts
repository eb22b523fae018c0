import { daysBetween, ruleOnCancellation, toCents, toMinutes, type SalonCancellationPolicy, type SalonNow } from '@salon/contracts';
import { formatMoney } from '../../../lib/format/format-money';

/** What the cancel dialog says before Confirm, from the same policy function the API rules with. */
export type CancellationAdvice = {
  /** The policy's message when this user may not cancel it: the dialog then offers no Confirm. */
  refusal: string | null;
  /** The owner inside the no-cancel period: the reason is required, with the API's message. */
  reasonRequired: string | null;
  /** "A cancellation fee of $25.00 applies", when the cancellation costs one. */
  fee: string | null;
};

type Cancelled = { appointment_date: string; start_time: string; total_price: number };

/**
 * Hours from the salon's now to the appointment's start, on the salon's wall clock (negative once
 * it has started). The API counts real hours, so on the night the clocks change the two may differ
 * by one; the API stays the judge.
 */
export function hoursToStart(now: SalonNow, date: string, startTime: string): number {
  const minutes = daysBetween(now.date, date) * 24 * 60 + toMinutes(startTime.slice(0, 5)) - toMinutes(now.time);
  return minutes / 60;
}

function feeSentence(policy: SalonCancellationPolicy, feeCents: number): string | null {
  if (feeCents === 0) return null;
  const share = policy.cancellationFeeType === 'percentage' ? ` (${policy.cancellationFee}% of the price)` : '';
  return `A cancellation fee of ${formatMoney(feeCents / 100)} applies${share}`;
}

export function cancellationAdvice(policy: SalonCancellationPolicy, appointment: Cancelled, now: SalonNow, mayOverride: boolean): CancellationAdvice {
  const hours = hoursToStart(now, appointment.appointment_date, appointment.start_time);
  const price = toCents(appointment.total_price);
  const asIs = ruleOnCancellation(policy, hours, price, { mayOverride });
  if (!asIs.allowed && !asIs.needsReason) return { refusal: asIs.message, reasonRequired: null, fee: null };
  // Once the reason is given the owner's override is allowed: its fee is the one to tell.
  const ruling = asIs.allowed ? asIs : ruleOnCancellation(policy, hours, price, { mayOverride, reason: 'given' });
  return {
    refusal: null,
    reasonRequired: asIs.allowed ? null : asIs.message,
    fee: ruling.allowed ? feeSentence(policy, ruling.feeCents) : null,
  };
}
