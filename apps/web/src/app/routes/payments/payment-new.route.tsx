import { useParams } from 'react-router-dom';
import { PaymentFormPage } from '../../../features/payments/form/payment-form-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

/** /payments/new and /payments/new/{appointmentId}. */
export function PaymentNewRoute() {
  const { appointmentId } = useParams();
  return (
    <>
      <title>Process Payment · Salon Back Office</title>
      {/* Keyed, so moving from one appointment's payment to another's starts a fresh form (and key). */}
      <PaymentFormPage key={appointmentId ?? 'new'} appointmentId={appointmentId === undefined ? undefined : parseRecordId(appointmentId)} />
    </>
  );
}
