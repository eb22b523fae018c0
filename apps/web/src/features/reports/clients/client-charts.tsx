import { List, Text } from '@mantine/core';
import type { ClientAnalytics, ClientTrendPoint } from '@salon/contracts';
import { ChartCard, dayLabel, ReportBarChart, ReportLineChart, ReportPieChart, type ChartState } from '../../../components/charts';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A part of the trend by its first day: "Nov 1" for a week, "Nov 2026" for a month. */
export function trendLabel(point: ClientTrendPoint, granularity: ClientAnalytics['trendGranularity']): string {
  return granularity === 'month' ? monthFormat.format(new Date(`${point.startDate}T00:00:00Z`)) : `Week of ${dayLabel(point.startDate)}`;
}

/** Client Segments: every client with a visit, by the API's rules, as a pie with each rule written under it. */
export function ClientSegmentsChart({ state }: { state: ChartState<ClientAnalytics> }) {
  return (
    <ChartCard title="Client Segments" state={state} isEmpty={(data) => data.segments.every((segment) => segment.count === 0)}>
      {(data) => (
        <>
          <ReportPieChart
            slices={data.segments.map((segment) => ({ name: segment.label, value: segment.count, percentage: segment.percentage }))}
            kind="count"
            nameHeading="Segment"
            valueHeading="Clients"
            figuresLabel="Client segments figures"
          />
          <List size="xs" c="dimmed" spacing={2}>
            {data.segments.map((segment) => (
              <List.Item key={segment.key}>
                <Text span size="xs" fw={600}>
                  {segment.label}:
                </Text>{' '}
                {segment.definition}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </ChartCard>
  );
}

/** Visit Frequency Distribution: clients by how many visits they made in the period. */
export function VisitFrequencyChart({ state }: { state: ChartState<ClientAnalytics> }) {
  return (
    <ChartCard title="Visit Frequency Distribution" state={state} isEmpty={(data) => data.visitFrequency.every((bucket) => bucket.clients === 0)}>
      {(data) => (
        <ReportBarChart
          rows={data.visitFrequency}
          x={(bucket) => bucket.label}
          xHeading="Visits"
          series={[{ name: 'clients', label: 'Clients', value: (bucket) => bucket.clients }]}
          kind="count"
          figuresLabel="Visit frequency figures"
        />
      )}
    </ChartCard>
  );
}

/** Retention & Acquisition: new and returning clients per week (or month, for long periods). */
export function RetentionTrendChart({ state }: { state: ChartState<ClientAnalytics> }) {
  return (
    <ChartCard title="Retention & Acquisition" state={state} isEmpty={(data) => data.trend.every((point) => point.activeClients === 0)}>
      {(data) => (
        <ReportLineChart
          rows={data.trend}
          x={(point) => trendLabel(point, data.trendGranularity)}
          xHeading={data.trendGranularity === 'month' ? 'Month' : 'Week'}
          series={[
            { name: 'newClients', label: 'New clients', value: (point) => point.newClients },
            { name: 'returningClients', label: 'Returning clients', value: (point) => point.returningClients },
          ]}
          kind="count"
          figuresLabel="Retention and acquisition figures"
        />
      )}
    </ChartCard>
  );
}
