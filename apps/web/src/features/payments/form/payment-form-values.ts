import type { AppointmentBalance, paymentCreateSchema } from '@salon/contracts';
import type { FormValues } from '../../../lib/forms/form-values';

export type PaymentFormValues = FormValues<typeof paymentCreateSchema>;

/**
 * A blank payment, or one for an appointment: its client comes with it (the API takes the
 * appointment's), and the amount starts at what is still owed (spec part 2 §5), left blank
 * when nothing is owed so the desk types what it takes.
 */
export function paymentFormValues(balance?: AppointmentBalance): PaymentFormValues {
  return {
    appointment_id: balance?.appointment_id ?? '',
    client_id: '',
    amount: balance && balance.owed_amount > 0 ? balance.owed_amount : '',
    payment_method: 'cash',
    payment_status: 'completed',
    transaction_reference: '',
    notes: '',
    send_receipt: false,
  };
}
