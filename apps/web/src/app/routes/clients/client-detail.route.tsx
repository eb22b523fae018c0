import { useParams } from 'react-router-dom';
import { ClientAppointmentsPanel } from '../../../features/appointments/owner-history/client-appointments-panel';
import { ClientDetailPage } from '../../../features/clients/detail/client-detail-page';
import { ClientPaymentsPanel } from '../../../features/payments/client-panel/client-payments-panel';

export function ClientDetailRoute() {
  const { clientId } = useParams();
  return (
    <>
      <title>Client · Salon Back Office</title>
      {/* Keyed, so an open dialog or note edit never carries over to another client. */}
      <ClientDetailPage key={clientId} clientId={clientId} appointmentsPanel={ClientAppointmentsPanel} paymentsPanel={ClientPaymentsPanel} />
    </>
  );
}
