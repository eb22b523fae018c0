import { PaymentsListPage } from '../../../features/payments/list/payments-list-page';

export function PaymentsListRoute() {
  return (
    <>
      <title>Payments · Salon Back Office</title>
      <PaymentsListPage />
    </>
  );
}
