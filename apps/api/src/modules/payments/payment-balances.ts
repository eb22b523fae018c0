import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { AppointmentCharge } from '../appointments';
import type { AppointmentPaid } from './payment-balances.repository';

/**
 * owed = max(0, total − deposit − (paid − refunded)), all in integer cents. A cancelled
 * appointment owes only its late-cancellation fee, the deposit counting toward it. The deposit is
 * money the desk received at booking (never an amount a rule only asks for), so taking it off is right.
 */
export function owedCents(
  charge: Pick<AppointmentCharge, 'status' | 'total_cents' | 'deposit_cents' | 'fee_cents'>,
  paid: Pick<AppointmentPaid, 'paid_cents' | 'refunded_cents'> | undefined,
): number {
  const netPaid = (paid?.paid_cents ?? 0) - (paid?.refunded_cents ?? 0);
  const charged = charge.status === APPOINTMENT_STATUS.cancelled ? charge.fee_cents : charge.total_cents;
  return Math.max(0, charged - charge.deposit_cents - netPaid);
}
