import { ServicesReportPage } from '../../../features/reports/services/services-report-page';

export function ServicesReportRoute() {
  return (
    <>
      <title>Service Performance · Salon Back Office</title>
      <ServicesReportPage />
    </>
  );
}
