import { ClientsListPage } from '../../../features/clients/list/clients-list-page';

export function ClientsListRoute() {
  return (
    <>
      <title>Clients · Salon Back Office</title>
      <ClientsListPage />
    </>
  );
}
