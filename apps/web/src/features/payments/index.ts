// What other features may use of payments; everything else in this folder is private to it.
export { paymentKeys, type PaymentListParams } from './api/payment-keys';
export {
  appointmentBalanceQuery,
  clientPaymentSummaryQuery,
  dailyPaymentSummaryQuery,
  paymentListQuery,
  paymentQuery,
  paymentReceiptQuery,
  paymentSummaryQuery,
} from './api/payment-queries';
export { useAppointmentBalance } from './api/use-appointment-balance';
export { useClientPaymentSummary } from './api/use-client-payment-summary';
export { usePayments } from './api/use-payments';
