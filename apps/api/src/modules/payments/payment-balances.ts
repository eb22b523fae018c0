import type { AppointmentCharge } from '../appointments';
import type { AppointmentPaid } from './payment-balances.repository';

/** owed = max(0, total − deposit − (paid − refunded)), all in integer cents. */
export function owedCents(charge: Pick<AppointmentCharge, 'total_cents' | 'deposit_cents'>, paid: Pick<AppointmentPaid, 'paid_cents' | 'refunded_cents'> | undefined): number {
  const netPaid = (paid?.paid_cents ?? 0) - (paid?.refunded_cents ?? 0);
  return Math.max(0, charge.total_cents - charge.deposit_cents - netPaid);
}
