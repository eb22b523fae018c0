import { SupportPage } from '../../../features/help/components/support-page';

export function SupportRoute() {
  return (
    <>
      <title>Support · Salon Back Office</title>
      <SupportPage />
    </>
  );
}
