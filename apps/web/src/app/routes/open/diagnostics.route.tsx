import { DiagnosticsPage } from '../../../features/diagnostics/components/diagnostics-page';

export function DiagnosticsRoute() {
  return (
    <>
      <title>Diagnostics · Salon Back Office</title>
      <DiagnosticsPage />
    </>
  );
}
