import { ClientFormPage } from '../../../features/clients/form/client-form-page';

export function ClientNewRoute() {
  return (
    <>
      <title>Add New Client · Salon Back Office</title>
      <ClientFormPage />
    </>
  );
}
