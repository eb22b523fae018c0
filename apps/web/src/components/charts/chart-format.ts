import { formatDate } from '../../lib/format/format-date';
import { currencySymbol } from '../../lib/format/format-money';

/**
 * How every chart writes its figures (spec part 2 §2 Charts, §9): K from 1,000, M from
 * 1,000,000, money in the salon's currency, long labels cut, crowded x axes angled.
 */

/** Six series colours; a pie has eight slices' worth (spec part 2 §2 Charts). */
export const CHART_PALETTE = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'cyan.6', 'pink.6'] as const;
export const PIE_PALETTE = [...CHART_PALETTE, 'yellow.6', 'indigo.6'] as const;

/** Chart heights in pixels: 300 by default, 400 for a revenue trend (spec part 2 §9). */
export const CHART_HEIGHT = 300;
export const REVENUE_TREND_HEIGHT = 400;

/** Labels longer than 15 characters are cut to 12 and an ellipsis. */
const LABEL_MAX = 15;
const LABEL_KEPT = 12;
/** More x labels than this are drawn at an angle so they do not overlap. */
const UPRIGHT_LABELS_MAX = 10;

export function cutLabel(label: string): string {
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_KEPT)}…` : label;
}

export const angledLabels = (count: number): boolean => count > UPRIGHT_LABELS_MAX;

const small = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const oneDecimal = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);

/** A figure without its sign: "950", "1.5K", "2.3M"; a K that rounds to 1,000K reads 1M. */
function compactMagnitude(size: number): string {
  if (size >= 999_950) return `${oneDecimal(size / 1_000_000)}M`;
  if (size >= 1000) return `${oneDecimal(size / 1000)}K`;
  return small.format(size);
}

/** 1234 as "1.2K", 2500000 as "2.5M", -1500 as "-1.5K"; below 1,000 as it is (at most two decimals). */
export function formatCompactNumber(value: number): string {
  const text = compactMagnitude(Math.abs(value));
  return value < 0 && text !== '0' ? `-${text}` : text;
}

/** Money the same way, the salon's symbol after the sign: "$1.2K", "-$1.1K", "$12.50", "€250", "CA$1.5K". */
export function formatCompactMoney(value: number): string {
  const size = Math.abs(value);
  const magnitude = size >= 1000 ? compactMagnitude(size) : Number.isInteger(size) ? String(size) : size.toFixed(2);
  const symbol = currencySymbol();
  return value < 0 && magnitude !== '0' ? `-${symbol}${magnitude}` : `${symbol}${magnitude}`;
}

/** "2026-11-24" as "Nov 24", "24 Nov" or "11-24", as the salon writes dates, without the year. */
export function dayLabel(date: string): string {
  return formatDate(date, { year: false });
}
