import type { SettingsCurrency } from '@salon/contracts';
import { salonFormats } from './salon-formats';

const formats = new Map<string, Intl.NumberFormat>();
/** US number style in every currency ("€1,234.50"): the figures read alike, only the symbol follows the salon. */
function moneyFormat(currency: SettingsCurrency, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(key, format);
  }
  return format;
}

/** An amount in the salon's currency with two decimals, e.g. "$1,234.50", "€1,234.50", "CA$1,234.50". */
export function formatMoney(amount: number, currency = salonFormats().currency): string {
  return moneyFormat(currency, 2).format(amount);
}

/** Whole units, for a chart's axis: "$1,250", "£1,250". */
export function formatWholeMoney(amount: number, currency = salonFormats().currency): string {
  return moneyFormat(currency, 0).format(amount);
}

/** The currency's symbol as formatMoney writes it: "$", "€", "£", "CA$", "A$" (money inputs and chart labels). */
export function currencySymbol(currency = salonFormats().currency): string {
  return moneyFormat(currency, 2).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}
