import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ReportDocument } from './report-document';

/**
 * The report as CSV: the title and period, then each table under its title, a blank line
 * between. csv-stringify quotes what needs quoting and, with escape_formulas, puts an
 * apostrophe before a text cell that starts with = + - @, a tab or a carriage return, so a
 * client named "=HYPERLINK(...)" stays text in a spreadsheet (OWASP CSV injection). Numbers
 * stay numbers: a negative amount is a figure, not a formula.
 */
export function reportCsv(document: ReportDocument): string {
  const records: (string | number | null)[][] = [[document.title], ['Period', document.period]];
  for (const table of document.tables) {
    records.push([], [table.title], table.columns, ...table.rows);
  }
  return stringify(records, { escape_formulas: true, bom: true, cast: { number: (value) => String(value) } });
}
