import type { ClientAnalytics, ClientMetrics, ReportRangeQuery } from '@salon/contracts';
import { cents, type ReportDocument } from '../export/report-document';
import { periodLabel } from '../range/period-label';
import { periodFileName } from '../shared/report-numbers';
import { trendLabel } from './client-charts';
import { peakHoursLabel } from './client-insight-cards';

/** Client analytics as exported: the cards, the segments, the visit frequency, the trend, the top spenders and the insights. */
export function clientAnalyticsDocument(range: ReportRangeQuery, metrics: ClientMetrics, analytics: ClientAnalytics): ReportDocument {
  return {
    title: 'Client Analytics',
    period: periodLabel(range),
    fileName: periodFileName('client-analytics', range),
    tables: [
      {
        title: 'Summary',
        columns: ['Metric', 'Value'],
        rows: [
          ['Total Clients', metrics.totalClients],
          ['New Clients', metrics.newClients],
          ['Returning Clients', metrics.returningClients],
          ['Retention Rate (%)', metrics.retentionRate],
          ['Average Visits per Client', metrics.averageVisitsPerClient],
          ['Most Popular Day', analytics.busiestWeekday?.name ?? null],
          ['Most Popular Day Share (%)', analytics.busiestWeekday?.share ?? null],
          ['Peak Hours', analytics.peakHours ? peakHoursLabel(analytics.peakHours) : null],
          ['Peak Hours Share (%)', analytics.peakHours?.share ?? null],
          ['Average Lifetime Value', cents(analytics.averageLifetimeValue)],
        ],
      },
      {
        title: 'Client Segments',
        columns: ['Segment', 'Clients', 'Share (%)', 'Definition'],
        rows: analytics.segments.map((segment) => [segment.label, segment.count, segment.percentage, segment.definition]),
      },
      {
        title: 'Visit Frequency Distribution',
        columns: ['Visits', 'Clients'],
        rows: analytics.visitFrequency.map((bucket) => [bucket.label, bucket.clients]),
      },
      {
        title: 'Retention & Acquisition',
        columns: ['Period', 'From', 'To', 'Active Clients', 'New Clients', 'Returning Clients', 'Retention Rate (%)'],
        rows: analytics.trend.map((point) => [
          trendLabel(point, analytics.trendGranularity),
          point.startDate,
          point.endDate,
          point.activeClients,
          point.newClients,
          point.returningClients,
          point.retentionRate,
        ]),
      },
      {
        title: 'Top Spending Clients',
        columns: ['Rank', 'Client', 'Total Spent', 'Visits', 'Average per Visit'],
        rows: metrics.topSpenders.map((spender, index) => [index + 1, spender.clientName, cents(spender.totalSpent), spender.visitCount, cents(spender.averagePerVisit)]),
      },
    ],
  };
}
