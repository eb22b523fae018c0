import { ClientAnalyticsPage } from '../../../features/reports/clients/client-analytics-page';

export function ClientAnalyticsRoute() {
  return (
    <>
      <title>Client Analytics · Salon Back Office</title>
      <ClientAnalyticsPage />
    </>
  );
}
