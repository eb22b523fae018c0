import { RevenueReportPage } from '../../../features/reports/revenue/revenue-report-page';

export function RevenueReportRoute() {
  return (
    <>
      <title>Revenue Report · Salon Back Office</title>
      <RevenueReportPage />
    </>
  );
}
