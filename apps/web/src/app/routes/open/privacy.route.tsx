import { PrivacyPage } from '../../../features/help/components/privacy-page';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy · Salon Back Office</title>
      <PrivacyPage />
    </>
  );
}
