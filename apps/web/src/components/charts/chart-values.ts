import { formatMoney } from '../../lib/format/format-money';
import { formatCompactMoney, formatCompactNumber } from './chart-format';

/** What a chart's values are: money (in the salon's currency), a count or a percentage. */
export type ValueKind = 'money' | 'count' | 'percent';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Axis ticks: short, with K and M. */
export const axisValue: Record<ValueKind, (value: number) => string> = {
  money: formatCompactMoney,
  count: formatCompactNumber,
  percent: (value) => `${formatCompactNumber(value)}%`,
};

/** Tooltips and the figures tables: the exact figure. */
export const exactValue: Record<ValueKind, (value: number) => string> = {
  money: formatMoney,
  count: (value) => count.format(value),
  percent: (value) => `${percent.format(value)}%`,
};

/** The figures tables' cell: the exact figure, or a dash where a series has no value. */
export const exactOrDash = (kind: ValueKind, value: number | null) => (value === null ? '—' : exactValue[kind](value));
