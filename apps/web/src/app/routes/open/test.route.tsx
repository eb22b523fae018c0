import { RouteTestPage } from '../../../features/diagnostics/components/route-test-page';

export function TestRoute() {
  return (
    <>
      <title>Routing test · Salon Back Office</title>
      <RouteTestPage />
    </>
  );
}
