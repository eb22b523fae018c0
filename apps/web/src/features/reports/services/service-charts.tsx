import type { ServiceReportRow } from '@salon/contracts';
import { ChartCard, ReportBarChart, type ChartState } from '../../../components/charts';

const noneBooked = (rows: ServiceReportRow[]) => rows.length === 0;

/** Appointments (not cancelled) per service. */
export function ServiceBookingsChart({ state }: { state: ChartState<ServiceReportRow[]> }) {
  return (
    <ChartCard title="Bookings by Service" state={state} isEmpty={noneBooked}>
      {(rows) => (
        <ReportBarChart
          rows={rows}
          x={(row) => row.serviceName}
          xHeading="Service"
          series={[{ name: 'count', label: 'Appointments', value: (row) => row.count }]}
          kind="count"
          figuresLabel="Bookings by service figures"
        />
      )}
    </ChartCard>
  );
}

/** Revenue of completed appointments per service. */
export function ServiceRevenueBars({ state }: { state: ChartState<ServiceReportRow[]> }) {
  return (
    <ChartCard title="Revenue by Service" state={state} isEmpty={noneBooked}>
      {(rows) => (
        <ReportBarChart
          rows={rows}
          x={(row) => row.serviceName}
          xHeading="Service"
          series={[{ name: 'revenue', label: 'Revenue', value: (row) => row.revenue }]}
          kind="money"
          figuresLabel="Revenue by service figures"
        />
      )}
    </ChartCard>
  );
}

/** Cancellation and no-show rates side by side per service; a rate with nothing to divide counts as 0 on the chart (the table says —). */
export function ServiceRatesChart({ state }: { state: ChartState<ServiceReportRow[]> }) {
  return (
    <ChartCard title="Cancellation & No-show Rates" state={state} isEmpty={noneBooked}>
      {(rows) => (
        <ReportBarChart
          rows={rows}
          x={(row) => row.serviceName}
          xHeading="Service"
          series={[
            { name: 'cancellationRate', label: 'Cancellation rate', value: (row) => row.cancellationRate ?? 0 },
            { name: 'noShowRate', label: 'No-show rate', value: (row) => row.noShowRate ?? 0 },
          ]}
          kind="percent"
          figuresLabel="Cancellation and no-show rates figures"
        />
      )}
    </ChartCard>
  );
}
