import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { AppointmentCharge } from '../appointments';
import type { AppointmentPaid } from './payment-balances.repository';

/**
 * owed = max(0, total − (paid − refunded)), all in integer cents. A cancelled appointment owes
 * only its late-cancellation fee. The deposit taken at booking is one of the appointment's
 * payments (deposit-payment.ts in appointments), so it is in `paid` and counts once, toward the fee too.
 */
export function owedCents(
  charge: Pick<AppointmentCharge, 'status' | 'total_cents' | 'fee_cents'>,
  paid: Pick<AppointmentPaid, 'paid_cents' | 'refunded_cents'> | undefined,
): number {
  const netPaid = (paid?.paid_cents ?? 0) - (paid?.refunded_cents ?? 0);
  const charged = charge.status === APPOINTMENT_STATUS.cancelled ? charge.fee_cents : charge.total_cents;
  return Math.max(0, charged - netPaid);
}
