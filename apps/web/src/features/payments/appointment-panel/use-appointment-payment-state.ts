import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { paymentKeys } from '../api/payment-keys';

/**
 * The appointment's balance, asked again whenever its price or deposit changes (an extra
 * service added on the Services tab): the key carries both, under the payments' key so any
 * payment change refreshes it too.
 */
export function useAppointmentPaymentState(appointment: Pick<Appointment, 'appointment_id' | 'total_price' | 'deposit_amount'>) {
  const appointmentId = appointment.appointment_id;
  return useQuery({
    queryKey: [...paymentKeys.appointmentBalance(appointmentId), { total_price: appointment.total_price, deposit_amount: appointment.deposit_amount }],
    queryFn: ({ signal }) => unwrap(apiClient.paymentBalances.appointmentBalance({ params: { appointmentId }, fetchOptions: { signal } })),
  });
}
