import { useQuery } from '@tanstack/react-query';
import { appointmentBalanceQuery } from './payment-queries';

/** An appointment's paid, refunded and owed amounts; pass enabled false to ask nothing yet. */
export function useAppointmentBalance(appointmentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...appointmentBalanceQuery(appointmentId), enabled });
}
