import type { ServicePopularity } from '@salon/contracts';
import { ChartCard, ReportBarChart, type ChartState } from '../../../components/charts';

/** Revenue per service as bars, x the service's name (spec part 2 §2: Service Popularity, Revenue by Service). */
export function ServiceRevenueChart({ title, state }: { title: string; state: ChartState<ServicePopularity[]> }) {
  return (
    <ChartCard title={title} state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ReportBarChart
          rows={rows}
          x={(row) => row.serviceName}
          xHeading="Service"
          series={[{ name: 'revenue', label: 'Revenue', value: (row) => row.revenue }]}
          kind="money"
          figuresLabel={`${title} figures`}
        />
      )}
    </ChartCard>
  );
}
