import { useQuery } from '@tanstack/react-query';
import { clientPaymentSummaryQuery } from './payment-queries';

export function useClientPaymentSummary(clientId: number) {
  return useQuery(clientPaymentSummaryQuery(clientId));
}
