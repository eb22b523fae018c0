import { UnauthorizedPage } from '../../../features/auth/guards/unauthorized-page';

export function UnauthorizedRoute() {
  return (
    <>
      <title>Unauthorized Access · Salon Back Office</title>
      <UnauthorizedPage />
    </>
  );
}
