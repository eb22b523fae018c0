import { ReportsPage } from '../../../features/reports/hub/reports-page';

export function ReportsRoute() {
  return (
    <>
      <title>Reports & Analytics · Salon Back Office</title>
      <ReportsPage />
    </>
  );
}
