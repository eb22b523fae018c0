import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { angledLabels, CHART_HEIGHT, cutLabel } from './chart-format';
import { ChartFiguresTable } from './chart-figures-table';
import { chartPoints, paletteSeries, type ChartSeries } from './chart-series';
import { axisValue, exactOrDash, exactValue, type ValueKind } from './chart-values';

type ReportBarChartProps<T> = {
  rows: T[];
  x: (row: T) => string;
  xHeading: string;
  series: ChartSeries<T>[];
  kind: ValueKind;
  figuresLabel: string;
  height?: number;
};

/** Angled ticks leave room below the axis for the longest cut label. */
const ANGLED_AXIS = { angle: -40, textAnchor: 'end', height: 90, interval: 0 } as const;

/**
 * Bars per category (a service, a bucket): x labels longer than 15 characters cut to 12 and
 * an ellipsis, angled when there are more than 10 (spec part 2 §9); the figures table keeps
 * the whole names.
 */
export function ReportBarChart<T>({ rows, x, xHeading, series, kind, figuresLabel, height = CHART_HEIGHT }: ReportBarChartProps<T>) {
  const angled = angledLabels(rows.length);
  return (
    <>
      <BarChart
        aria-hidden
        h={height}
        data={chartPoints(rows, x, series)}
        dataKey="x"
        series={paletteSeries(series)}
        valueFormatter={exactValue[kind]}
        xAxisProps={{ tickFormatter: cutLabel, ...(angled ? ANGLED_AXIS : {}) }}
        yAxisProps={{ tickFormatter: axisValue[kind], width: 64, allowDecimals: kind !== 'count' }}
        barChartProps={{ accessibilityLayer: false }}
        withLegend={series.length > 1}
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
