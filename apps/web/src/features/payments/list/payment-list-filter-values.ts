import {
  daysBetween,
  isCalendarDate,
  paymentDateRangeDays,
  PAYMENT_DATE_RANGES,
  PAYMENT_LIMITS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  TRANSACTION_TYPES,
  type PaymentDateRange,
  type PaymentSummaryQuery,
} from '@salon/contracts';
import type { PaymentListParams } from '../api/payment-keys';

/** The payments list's own filters, each kept in the URL under its query name. */
export const PAYMENT_FILTER_KEYS = ['date_range', 'date_from', 'date_to', 'payment_status', 'payment_method', 'transaction_type'] as const;
export type PaymentFilterKey = (typeof PAYMENT_FILTER_KEYS)[number];

type PaymentFilterParams = Pick<PaymentListParams, PaymentFilterKey>;

export const DATE_RANGE_LABELS: Record<PaymentDateRange, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7days: 'Last 7 days',
  last30days: 'Last 30 days',
};

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((candidate) => candidate === value);
const readDate = (value: string) => (isCalendarDate(value) ? value : undefined);

/** The URL's filter values as the API takes them; a malformed value (an edited link) is left out rather than sent for a 400. */
export function readPaymentFilters(values: Record<PaymentFilterKey, string>): PaymentFilterParams {
  const dateRange = oneOf(PAYMENT_DATE_RANGES, values.date_range);
  const from = readDate(values.date_from);
  const to = readDate(values.date_to);
  const backwards = from !== undefined && to !== undefined && from > to;
  return {
    // A named range stands for its own days, so custom dates are not sent beside it.
    date_range: dateRange,
    date_from: dateRange || backwards ? undefined : from,
    date_to: dateRange || backwards ? undefined : to,
    payment_status: oneOf(PAYMENT_STATUSES, values.payment_status),
    payment_method: oneOf(PAYMENT_METHODS, values.payment_method),
    transaction_type: oneOf(TRANSACTION_TYPES, values.transaction_type),
  };
}

/** A custom range that ends before it starts matches nothing; the filter says so rather than showing an empty list unexplained. */
export function dateRangeError(from: string, to: string): string | null {
  return isCalendarDate(from) && isCalendarDate(to) && from > to ? 'From date is after To date' : null;
}

/**
 * The days the totals strip adds up: a named range, or both ends of a custom one (at most the
 * summary's 366 days); null when the list is not narrowed to a range, so no totals are asked for.
 */
export function summaryRange(filters: PaymentFilterParams, today: string): PaymentSummaryQuery | null {
  // A named range covers the days the API's list covers: one function in the contracts counts both.
  if (filters.date_range) return paymentDateRangeDays(filters.date_range, today);
  const { date_from: from, date_to: to } = filters;
  if (!from || !to || daysBetween(from, to) >= PAYMENT_LIMITS.summaryDaysMax) return null;
  return { from, to };
}
