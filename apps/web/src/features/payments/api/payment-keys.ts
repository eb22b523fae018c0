import type { z } from 'zod';
import type { paymentListQuerySchema, PaymentSummaryQuery } from '@salon/contracts';

/** The list query as the screen sends it (before the API applies its defaults). */
export type PaymentListParams = z.input<typeof paymentListQuerySchema>;

/**
 * Query keys of payments. Every payment change moves money that lists, details, receipts,
 * summaries and balances all show, so a change invalidates `all`.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (params: PaymentListParams) => [...paymentKeys.lists(), params] as const,
  details: () => [...paymentKeys.all, 'detail'] as const,
  detail: (paymentId: number) => [...paymentKeys.details(), paymentId] as const,
  receipt: (paymentId: number) => [...paymentKeys.detail(paymentId), 'receipt'] as const,
  summary: (range: PaymentSummaryQuery) => [...paymentKeys.all, 'summary', range] as const,
  dailySummary: (date: string) => [...paymentKeys.all, 'daily-summary', date] as const,
  appointmentBalance: (appointmentId: number) => [...paymentKeys.all, 'appointment-balance', appointmentId] as const,
  clientSummary: (clientId: number) => [...paymentKeys.all, 'client-summary', clientId] as const,
};
