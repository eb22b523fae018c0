import { useParams } from 'react-router-dom';
import { ClientFormPage } from '../../../features/clients/form/client-form-page';

export function ClientEditRoute() {
  const { clientId } = useParams();
  return (
    <>
      <title>Edit Client · Salon Back Office</title>
      {/* Keyed, so moving from one client's form to another's starts afresh. */}
      <ClientFormPage key={clientId} clientId={clientId ?? ''} />
    </>
  );
}
