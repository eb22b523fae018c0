import { useParams } from 'react-router-dom';
import { PaymentDetailPage } from '../../../features/payments/detail/payment-detail-page';

export function PaymentDetailRoute() {
  const { id } = useParams();
  return (
    <>
      <title>Payment · Salon Back Office</title>
      {/* Keyed, so an open dialog never carries over to another payment. */}
      <PaymentDetailPage key={id} paymentId={id} />
    </>
  );
}
