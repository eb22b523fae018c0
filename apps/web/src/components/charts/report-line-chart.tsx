import { LineChart } from '@mantine/charts';
// Here rather than in main.tsx, so the chart styles load with the lazy screens that draw charts.
import '@mantine/charts/styles.css';
import { CHART_HEIGHT } from './chart-format';
import { ChartFiguresTable } from './chart-figures-table';
import { chartPoints, paletteSeries, type ChartSeries } from './chart-series';
import { axisValue, exactOrDash, exactValue, type ValueKind } from './chart-values';

type ReportLineChartProps<T> = {
  rows: T[];
  /** The x value of a row as shown (a day), and the heading of that column in the figures table. */
  x: (row: T) => string;
  xHeading: string;
  series: ChartSeries<T>[];
  kind: ValueKind;
  /** The figures table's name for screen readers. */
  figuresLabel: string;
  height?: number;
};

/** A trend over days, one line per series, with its figures as a table for screen readers. */
export function ReportLineChart<T>({ rows, x, xHeading, series, kind, figuresLabel, height = CHART_HEIGHT }: ReportLineChartProps<T>) {
  return (
    <>
      <LineChart
        aria-hidden
        h={height}
        data={chartPoints(rows, x, series)}
        dataKey="x"
        series={paletteSeries(series)}
        valueFormatter={exactValue[kind]}
        yAxisProps={{ tickFormatter: axisValue[kind], width: 64 }}
        // The table below speaks for the chart; no keyboard stop inside a hidden picture.
        lineChartProps={{ accessibilityLayer: false }}
        withLegend={series.length > 1}
        curveType="monotone"
        withDots={rows.length <= 31}
        tickLine="y"
      />
      <ChartFiguresTable
        label={figuresLabel}
        rows={rows}
        columns={[{ label: xHeading, value: x }, ...series.map((one) => ({ label: one.label, value: (row: T) => exactOrDash(kind, one.value(row)) }))]}
      />
    </>
  );
}
