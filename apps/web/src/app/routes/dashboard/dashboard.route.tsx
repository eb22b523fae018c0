import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  return (
    <>
      <title>Dashboard · Salon Back Office</title>
      <DashboardPage />
    </>
  );
}
