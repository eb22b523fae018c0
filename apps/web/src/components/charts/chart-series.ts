import { CHART_PALETTE } from './chart-format';

/** One line or bar set of a chart: its key, its legend label and how a row gives its value (null: none that day, no point drawn). */
export type ChartSeries<T> = { name: string; label: string; value: (row: T) => number | null };

/** The rows as the chart library takes them: an x label and one number per series. */
export function chartPoints<T>(rows: T[], x: (row: T) => string, series: ChartSeries<T>[]): Record<string, string | number | null>[] {
  return rows.map((row) => ({ x: x(row), ...Object.fromEntries(series.map((one) => [one.name, one.value(row)])) }));
}

/** The series as the chart library names them, coloured from the six-colour palette in order. */
export const paletteSeries = <T,>(series: ChartSeries<T>[]) =>
  series.map((one, index) => ({ name: one.name, label: one.label, color: CHART_PALETTE[index % CHART_PALETTE.length] }));
