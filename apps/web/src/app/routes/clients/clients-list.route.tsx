import { ClientsListPage } from '../../../features/clients/components/clients-list-page';

export function ClientsListRoute() {
  return (
    <>
      <title>Clients · Salon Back Office</title>
      <ClientsListPage />
    </>
  );
}
