import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentSummaryQuery } from '@salon/contracts';
import { paymentSummaryQuery } from './payment-queries';

/** Totals over a range of salon days; null asks nothing (no range chosen). */
export function usePaymentSummary(range: PaymentSummaryQuery | null) {
  const fallback = { from: '', to: '' };
  return useQuery({ ...paymentSummaryQuery(range ?? fallback), enabled: range !== null, placeholderData: keepPreviousData });
}
