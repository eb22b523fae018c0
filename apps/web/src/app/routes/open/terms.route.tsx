import { TermsPage } from '../../../features/help/components/terms-page';

export function TermsRoute() {
  return (
    <>
      <title>Terms of use · Salon Back Office</title>
      <TermsPage />
    </>
  );
}
