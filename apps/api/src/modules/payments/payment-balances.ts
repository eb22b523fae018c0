import { APPOINTMENT_STATUS } from '@salon/contracts';
import type { AppointmentCharge } from '../appointments';
import type { AppointmentPaid } from './payment-balances.repository';

/** owed = max(0, total − deposit − (paid − refunded)), all in integer cents; a cancelled appointment owes nothing (it cannot be paid). */
export function owedCents(
  charge: Pick<AppointmentCharge, 'status' | 'total_cents' | 'deposit_cents'>,
  paid: Pick<AppointmentPaid, 'paid_cents' | 'refunded_cents'> | undefined,
): number {
  if (charge.status === APPOINTMENT_STATUS.cancelled) return 0;
  const netPaid = (paid?.paid_cents ?? 0) - (paid?.refunded_cents ?? 0);
  return Math.max(0, charge.total_cents - charge.deposit_cents - netPaid);
}
