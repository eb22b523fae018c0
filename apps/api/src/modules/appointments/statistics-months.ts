/** `YYYY-MM` of every month from one date to another, inclusive. */
export function monthsBetween(dateFrom: string, dateTo: string): string[] {
  const months: string[] = [];
  let [year, month] = dateFrom.split('-').map(Number);
  const [lastYear, lastMonth] = dateTo.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}
