import { useQuery } from '@tanstack/react-query';
import { dailyPaymentSummaryQuery } from './payment-queries';

export function useDailyPaymentSummary(date: string) {
  return useQuery(dailyPaymentSummaryQuery(date));
}
