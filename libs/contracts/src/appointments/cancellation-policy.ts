import type { AppointmentSettings } from '../settings/settings.schemas';

/** The salon's cancellation policy (settings › appointments), not a service's CancellationPolicy (services.schemas). */
export type SalonCancellationPolicy = AppointmentSettings['cancellationPolicy'];

/**
 * Who is cancelling or moving: the salon's management (admin:access) may override the policy,
 * and gives the reason they cancel (needed to override the no-cancel period).
 */
export type Canceller = { mayOverride: boolean; reason?: string | null };

export type CancellationRuling =
  | { allowed: true; feeCents: number; late: boolean }
  /** `needsReason`: allowed once a reason is given (a 400 at the reason field, not a refusal). */
  | { allowed: false; message: string; needsReason?: boolean };

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

export const CANCELLATION_MESSAGES = {
  notAllowed: 'This salon does not allow cancellations',
  noCancel: (n: number) => `Appointments cannot be cancelled less than ${hours(n)} before the start; mark a no-show instead`,
  minimumNotice: (n: number) => `Appointments cannot be cancelled less than ${hours(n)} before the start`,
  reasonForOverride: (n: number) => `Give a reason to cancel less than ${hours(n)} before the start`,
  noMove: (n: number) => `Appointments cannot be moved less than ${hours(n)} before the start`,
};

const given = (reason: string | null | undefined) => (reason ?? '').trim().length > 0;

/**
 * The salon's cancellation policy for one cancellation, `hoursToStart` before the appointment
 * starts (negative once it has started):
 * - inside the no-cancel period staff are refused (the desk marks a no-show); the salon's
 *   management may still cancel (a stylist off sick frees the slot), with a reason, and the fee
 *   is charged as for a late cancellation;
 * - cancellations switched off, or inside the minimum notice, are refused to staff, while the
 *   salon's management may still cancel; inside the minimum notice the fee is then charged;
 * - earlier than the minimum notice a cancellation is free.
 * A period of 0 hours is no period at all.
 */
export function ruleOnCancellation(policy: SalonCancellationPolicy, hoursToStart: number, priceCents: number, { mayOverride, reason }: Canceller): CancellationRuling {
  const noCancel = policy.noCancelPeriod > 0 && hoursToStart < policy.noCancelPeriod;
  if (noCancel && !mayOverride) return { allowed: false, message: CANCELLATION_MESSAGES.noCancel(policy.noCancelPeriod) };
  if (noCancel && !given(reason)) return { allowed: false, needsReason: true, message: CANCELLATION_MESSAGES.reasonForOverride(policy.noCancelPeriod) };
  const late = noCancel || (policy.minHoursBeforeAppointment > 0 && hoursToStart < policy.minHoursBeforeAppointment);
  if (!policy.allowCancellations && !mayOverride) return { allowed: false, message: CANCELLATION_MESSAGES.notAllowed };
  if (late && !mayOverride) return { allowed: false, message: CANCELLATION_MESSAGES.minimumNotice(policy.minHoursBeforeAppointment) };
  return { allowed: true, late, feeCents: late ? cancellationFeeCents(policy, priceCents) : 0 };
}

/**
 * Moving an appointment inside the notice out of it would let staff dodge the policy: move it
 * next week, then cancel free. So staff may not move one whose start is nearer than the minimum
 * notice or the no-cancel period to a start beyond that notice; a shift that stays inside it
 * (the client running half an hour late) is the desk's everyday work and stays allowed. The
 * management may move anything. `hoursToNewStart`: from now to the new start. Null when allowed.
 */
export function refusedMove(policy: SalonCancellationPolicy, hoursToStart: number, hoursToNewStart: number, { mayOverride }: Canceller): string | null {
  const notice = Math.max(policy.minHoursBeforeAppointment, policy.noCancelPeriod);
  const outOfNotice = notice > 0 && hoursToStart < notice && hoursToNewStart >= notice;
  return !mayOverride && outOfNotice ? CANCELLATION_MESSAGES.noMove(notice) : null;
}

/** The fee: a percentage of the appointment's price rounded to the cent, or a fixed sum; never above the price. */
export function cancellationFeeCents(policy: Pick<SalonCancellationPolicy, 'cancellationFee' | 'cancellationFeeType'>, priceCents: number): number {
  const fee = policy.cancellationFeeType === 'percentage' ? Math.round((priceCents * policy.cancellationFee) / 100) : Math.round(policy.cancellationFee * 100);
  return Math.min(priceCents, fee);
}
