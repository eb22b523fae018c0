import type { RevenueDataPoint } from '@salon/contracts';
import { ChartCard, dayLabel, REVENUE_TREND_HEIGHT, ReportLineChart, type ChartSeries, type ChartState } from '../../../components/charts';

/** A day of the trend: this period's revenue, and the previous period's on the same day of its own when comparing. */
export type TrendRow = { date: string; revenue: number; previous: number | null };

/**
 * Day i of this period beside day i of the previous one; the previous one has only as many days
 * as this one has had by today, so days to come have none (no line dropping to $0).
 */
export function trendRows(current: RevenueDataPoint[], previous: RevenueDataPoint[] | null): TrendRow[] {
  return current.map((point, index) => ({ date: point.date, revenue: point.revenue, previous: previous?.[index]?.revenue ?? null }));
}

const CURRENT: ChartSeries<TrendRow> = { name: 'revenue', label: 'Revenue', value: (row) => row.revenue };
const COMPARED: ChartSeries<TrendRow>[] = [
  { name: 'revenue', label: 'Current period', value: (row) => row.revenue },
  { name: 'previous', label: 'Previous period', value: (row) => row.previous },
];

type RevenueTrendChartProps = {
  current: ChartState<RevenueDataPoint[]>;
  /** The previous period's days when comparing; its line is drawn beside this period's. */
  previous?: ChartState<RevenueDataPoint[]>;
};

/** Revenue Trend (spec part 2 §2): revenue per day, 400 px high; a range of only zero days has nothing to show. */
export function RevenueTrendChart({ current, previous }: RevenueTrendChartProps) {
  const state: ChartState<TrendRow[]> = {
    data: current.data && (!previous || previous.data) ? trendRows(current.data, previous?.data ?? null) : undefined,
    isError: current.isError || Boolean(previous?.isError),
  };
  return (
    <ChartCard title="Revenue Trend" state={state} isEmpty={(rows) => rows.every((row) => row.revenue === 0 && !row.previous)} height={REVENUE_TREND_HEIGHT}>
      {(rows) => (
        <ReportLineChart
          rows={rows}
          x={(row) => dayLabel(row.date)}
          xHeading="Day"
          series={previous ? COMPARED : [CURRENT]}
          kind="money"
          figuresLabel="Revenue per day"
          height={REVENUE_TREND_HEIGHT}
        />
      )}
    </ChartCard>
  );
}
