const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` when the parts make a real day (no February 30th), else null. */
function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A month's number from its name or first three letters ("nov", "Sept", "November"); 0 when it names none. */
function monthNamed(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return lower.length < 3 ? 0 : MONTHS.findIndex((month) => month.startsWith(lower)) + 1;
}

/**
 * The day a search names, as the front desk types one: 2026-11-24, 11/24/2026 (or 11/24, this
 * year), "Nov 24", "November 24, 2026" or "24 Nov". A day without a year is in `today`'s year
 * (the salon's, `YYYY-MM-DD`). Null when the text is not a date.
 */
export function searchDate(text: string, today: string): string | null {
  const q = text.trim();
  const thisYear = Number(today.slice(0, 4));
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(q);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/.exec(q);
  if (match) return dayOf(match[3] ? Number(match[3]) : thisYear, Number(match[1]), Number(match[2]));
  match = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?$/i.exec(q);
  if (match && monthNamed(match[1])) return dayOf(match[3] ? Number(match[3]) : thisYear, monthNamed(match[1]), Number(match[2]));
  match = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?)(?:,?\s+(\d{4}))?$/i.exec(q);
  if (match && monthNamed(match[2])) return dayOf(match[3] ? Number(match[3]) : thisYear, monthNamed(match[2]), Number(match[1]));
  return null;
}
