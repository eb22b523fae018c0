import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import {
  clientAnalyticsSchema,
  clientMetricsSchema,
  employeePerformanceSchema,
  REPORT_DEFINITIONS as D,
  reportDashboardSchema,
  reportRangeQuerySchema,
  revenueDataPointSchema,
  serviceReportRowSchema,
  servicePopularitySchema,
} from './reports.schemas';

const c = initContract();
const read = requires('reports:read');
/** The route's definitions, one paragraph each, as the API docs show them. */
const defined = (...texts: string[]) => [D.range, ...texts].join('\n\n');

/** Reports and analytics (spec part 2 §2, DECISIONS §1): every figure computed, each needs reports:read. */
export const reportsContract = c.router({
  dashboard: {
    method: 'GET',
    path: '/reports/dashboard',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(reportDashboardSchema) },
    summary: 'Revenue, appointments, active and new clients and average ticket over the range, with change against the previous period of the same length',
    description: defined(D.revenue, D.appointments, D.clients, D.averageTicket, D.change),
    metadata: read,
  },
  revenue: {
    method: 'GET',
    path: '/reports/revenue',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(z.array(revenueDataPointSchema)) },
    summary: 'Revenue, appointments, visits and average ticket per salon day, every day of the range, oldest first',
    description: defined(D.revenue, D.appointments, D.averageTicket),
    metadata: read,
  },
  servicePopularity: {
    method: 'GET',
    path: '/reports/service-popularity',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(z.array(servicePopularitySchema)) },
    summary: 'Per service: appointments, revenue and its share of the revenue of all services, most revenue first',
    description: defined(D.appointments, D.servicesRevenue),
    metadata: read,
  },
  employeePerformance: {
    method: 'GET',
    path: '/reports/employee-performance',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(z.array(employeePerformanceSchema)) },
    summary: 'Per employee: appointments, revenue, average rating and utilization, most revenue first',
    description: defined(D.appointments, D.servicesRevenue, D.utilization, 'Average rating is the mean of the completion ratings (1-5) of the range, one decimal; null without ratings.'),
    metadata: read,
  },
  clientMetrics: {
    method: 'GET',
    path: '/reports/client-metrics',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(clientMetricsSchema) },
    summary: 'Active, new and returning clients, retention rate, average visits per client and the top spenders',
    description: defined(D.clients, D.visits, D.revenue),
    metadata: read,
  },
  clientAnalytics: {
    method: 'GET',
    path: '/reports/client-analytics',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(clientAnalyticsSchema) },
    summary: 'Client segments, visit frequency, retention and acquisition trend, busiest weekday, peak hours and average lifetime value',
    description: defined(D.segments, D.frequency, D.trend, D.clients, D.busiestDay, D.peakHours, D.lifetimeValue, D.revenue),
    metadata: read,
  },
  services: {
    method: 'GET',
    path: '/reports/services',
    query: reportRangeQuerySchema,
    responses: { 200: successEnvelope(z.array(serviceReportRowSchema)) },
    summary: 'Per service: appointments, visits, revenue, average price, cancellation and no-show rates, most revenue first',
    description: defined(D.appointments, D.servicesRevenue, D.serviceRates),
    metadata: read,
  },
});
