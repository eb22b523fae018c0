import { formatMoney } from '../../../lib/format/format-money';

const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 1234 as "1,234". */
export const formatCount = (value: number) => count.format(value);

/** Money or a dash when there is nothing to divide (no visits). */
export const moneyOrDash = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

/** 12.5 as "12.5%", or a dash when there is nothing to divide by. */
export const percentOrDash = (value: number | null) => (value === null ? '—' : `${oneDecimal.format(value)}%`);

/** 2.25 as "2.3", or a dash. */
export const decimalOrDash = (value: number | null) => (value === null ? '—' : oneDecimal.format(value));

/** "report-2026-11-01-to-2026-11-30": a file name for the period. */
export const periodFileName = (name: string, range: { start_date: string; end_date: string }) => `${name}-${range.start_date}-to-${range.end_date}`;
