import type { AppointmentSettings } from '@salon/contracts';

export type CancellationPolicy = AppointmentSettings['cancellationPolicy'];

/** Who is cancelling: the salon's management (admin:access) may cancel late, paying the policy's fee. */
export type Canceller = { mayOverride: boolean };

export type CancellationRuling = { allowed: true; feeCents: number; late: boolean } | { allowed: false; message: string };

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

export const CANCELLATION_MESSAGES = {
  notAllowed: 'This salon does not allow cancellations',
  noCancel: (n: number) => `Appointments cannot be cancelled less than ${hours(n)} before the start; mark a no-show instead`,
  minimumNotice: (n: number) => `Appointments cannot be cancelled less than ${hours(n)} before the start`,
};

/**
 * The salon's cancellation policy for one cancellation, `hoursToStart` before the appointment
 * starts (negative once it has started):
 * - inside the no-cancel period nobody cancels (the desk marks a no-show);
 * - cancellations switched off, or inside the minimum notice, are refused to staff, while the
 *   salon's management may still cancel; inside the minimum notice the fee is then charged;
 * - earlier than the minimum notice a cancellation is free.
 * A period of 0 hours is no period at all.
 */
export function ruleOnCancellation(policy: CancellationPolicy, hoursToStart: number, priceCents: number, { mayOverride }: Canceller): CancellationRuling {
  if (policy.noCancelPeriod > 0 && hoursToStart < policy.noCancelPeriod) return { allowed: false, message: CANCELLATION_MESSAGES.noCancel(policy.noCancelPeriod) };
  const late = policy.minHoursBeforeAppointment > 0 && hoursToStart < policy.minHoursBeforeAppointment;
  if (!policy.allowCancellations && !mayOverride) return { allowed: false, message: CANCELLATION_MESSAGES.notAllowed };
  if (late && !mayOverride) return { allowed: false, message: CANCELLATION_MESSAGES.minimumNotice(policy.minHoursBeforeAppointment) };
  return { allowed: true, late, feeCents: late ? cancellationFeeCents(policy, priceCents) : 0 };
}

/** The fee: a percentage of the appointment's price rounded to the cent, or a fixed sum; never above the price. */
export function cancellationFeeCents(policy: Pick<CancellationPolicy, 'cancellationFee' | 'cancellationFeeType'>, priceCents: number): number {
  const fee = policy.cancellationFeeType === 'percentage' ? Math.round((priceCents * policy.cancellationFee) / 100) : Math.round(policy.cancellationFee * 100);
  return Math.min(priceCents, fee);
}
