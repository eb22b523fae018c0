/** One cell of an exported report: text, a number (money in the salon's currency, percentages as numbers) or nothing. */
export type ReportCell = string | number | null;

export type ReportTable = { title: string; columns: string[]; rows: ReportCell[][] };

/**
 * A report as exported, the same for CSV and PDF: its title, the period it covers and its
 * tables (the cards' figures, then each chart's and list's figures).
 */
export type ReportDocument = {
  title: string;
  period: string;
  /** Without extension, e.g. "revenue-report-2026-11-01-to-2026-11-30". */
  fileName: string;
  tables: ReportTable[];
};

/** Money rounded to the cent, as a number a spreadsheet can add up. */
export const cents = (amount: number | null): number | null => (amount === null ? null : Math.round(amount * 100) / 100);
