import { queryOptions } from '@tanstack/react-query';
import type { ReportRangeQuery } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { shouldRetryQuery } from '../../../lib/api/query-client';

const MINUTE = 60_000;

/**
 * Report figures are cached 5 minutes, retried once and not asked again when the window gets
 * the focus back (spec part 2 §4, §9): a report is read, not watched.
 */
export const REPORT_CACHING = {
  staleTime: 5 * MINUTE,
  retry: (failureCount: number, error: Error) => failureCount < 1 && shouldRetryQuery(failureCount, error),
  refetchOnWindowFocus: false,
} as const;

/** Query keys of the reports; a range is part of every key. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, range: ReportRangeQuery) => [...reportKeys.all, name, range] as const,
};

const fetchOptions = (signal: AbortSignal) => ({ fetchOptions: { signal } });

export const reportDashboardQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('dashboard', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.dashboard({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const revenueSeriesQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('revenue', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.revenue({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const servicePopularityQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('service-popularity', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.servicePopularity({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const employeePerformanceQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('employee-performance', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.employeePerformance({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const clientMetricsQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('client-metrics', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.clientMetrics({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const clientAnalyticsQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('client-analytics', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.clientAnalytics({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });

export const servicesReportQuery = (range: ReportRangeQuery) =>
  queryOptions({
    queryKey: reportKeys.report('services', range),
    queryFn: ({ signal }) => unwrap(apiClient.reports.services({ query: range, ...fetchOptions(signal) })),
    ...REPORT_CACHING,
  });
