import { useQuery } from '@tanstack/react-query';
import { paymentQuery } from './payment-queries';

export function usePayment(paymentId: number) {
  return useQuery(paymentQuery(paymentId));
}
