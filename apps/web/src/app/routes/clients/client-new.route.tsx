import { ClientFormPage } from '../../../features/clients/components/client-form-page';

export function ClientNewRoute() {
  return (
    <>
      <title>Add New Client · Salon Back Office</title>
      <ClientFormPage />
    </>
  );
}
