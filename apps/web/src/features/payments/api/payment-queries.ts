import { queryOptions } from '@tanstack/react-query';
import type { PaymentSummaryQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { paymentKeys, type PaymentListParams } from './payment-keys';

/** One page of payments and refunds; the client's and appointment's panels reuse it with their own params. */
export function paymentListQuery(params: PaymentListParams) {
  return queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient.payments.list({ query: params, fetchOptions: { signal } })),
  });
}

/** One payment (or refund) with a payment's refunds. */
export function paymentQuery(paymentId: number) {
  return queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: ({ signal }) => unwrap(apiClient.payments.get({ params: { id: paymentId }, fetchOptions: { signal } })),
  });
}

/** A payment's receipt, built by the API from the salon's settings, the client and the appointment's services. */
export function paymentReceiptQuery(paymentId: number) {
  return queryOptions({
    queryKey: paymentKeys.receipt(paymentId),
    queryFn: ({ signal }) => unwrap(apiClient.paymentReceipts.receipt({ params: { id: paymentId }, fetchOptions: { signal } })),
  });
}

/** Money taken, refunded and net over salon days `from`..`to`. */
export function paymentSummaryQuery(range: PaymentSummaryQuery) {
  return queryOptions({
    queryKey: paymentKeys.summary(range),
    queryFn: ({ signal }) => unwrap(apiClient.payments.summary({ query: range, fetchOptions: { signal } })),
  });
}

/** Money taken, refunded and net on one salon day. */
export function dailyPaymentSummaryQuery(date: string) {
  return queryOptions({
    queryKey: paymentKeys.dailySummary(date),
    queryFn: ({ signal }) => unwrap(apiClient.payments.dailySummary({ params: { date }, fetchOptions: { signal } })),
  });
}

/** What an appointment costs, has been paid and refunded, and still owes, with its payments. */
export function appointmentBalanceQuery(appointmentId: number) {
  return queryOptions({
    queryKey: paymentKeys.appointmentBalance(appointmentId),
    queryFn: ({ signal }) => unwrap(apiClient.paymentBalances.appointmentBalance({ params: { appointmentId }, fetchOptions: { signal } })),
  });
}

/** A client's payment totals and what their appointments still owe. */
export function clientPaymentSummaryQuery(clientId: number) {
  return queryOptions({
    queryKey: paymentKeys.clientSummary(clientId),
    queryFn: ({ signal }) => unwrap(apiClient.paymentBalances.clientSummary({ params: { clientId }, fetchOptions: { signal } })),
  });
}
