import { Readable } from 'node:stream';
import type { ExportRow } from './appointment-list.repository';

/** Rows are fetched this many at a time, so an export of any size holds one batch in memory. */
export const EXPORT_BATCH = 1000;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a
 * leading apostrophe, so an exported name like `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS: [string, (row: ExportRow) => string | number | null][] = [
  ['Appointment ID', (row) => row.appointment_id],
  ['Date', (row) => row.date],
  ['Start', (row) => row.start],
  ['End', (row) => row.end],
  ['Duration (min)', (row) => row.duration_minutes],
  ['Client', (row) => row.client],
  ['Client Email', (row) => row.client_email],
  ['Client Phone', (row) => row.client_phone],
  ['Service', (row) => row.service],
  ['Employee', (row) => row.employee],
  ['Status', (row) => row.status],
  ['Price', (row) => row.price],
  ['Deposit', (row) => row.deposit],
  ['Rating', (row) => row.rating],
  ['Notes', (row) => row.notes],
  ['Special Requests', (row) => row.special_requests],
  ['Cancellation Reason', (row) => row.cancellation_reason],
  ['Cancellation Fee', (row) => row.cancellation_fee],
  ['Created At', (row) => row.created_at],
];

/** UTF-8's byte-order mark, so spreadsheets read accents. */
const BOM = '\ufeff';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled; text neutralised first. Empty for null. Written here rather than by a CSV library:
 * an export is tens of thousands of lines, and this is most of its work in Node.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (row: ExportRow) => `${COLUMNS.map(([, read]) => csvCell(read(row))).join(',')}\n`;

export const CSV_HEADER = `${BOM}${COLUMNS.map(([name]) => name).join(',')}\n`;

export type ExportSource = {
  /** The next rows, at most `size`; fewer means the end. */
  next: (size: number) => Promise<ExportRow[]>;
  /** Called once when the download ends, finished, failed or cut by the browser (to close the cursor and free its connection). */
  done: () => Promise<void>;
  batch?: number;
};

/**
 * The CSV of the rows `next` reads, a batch at a time, with backpressure: the stream asks for
 * more only when the reply has taken what it had, and the next batch is fetched while one is
 * written out, so the database and Node work at the same time and memory holds two batches.
 * The first batch is read before the reply starts, so a query that fails at once still answers
 * in the error envelope; a failure halfway ends the download (the reply is cut and the error
 * logged), and never reaches Node as an unhandled error.
 */
export async function appointmentsCsv({ next, done, batch = EXPORT_BATCH }: ExportSource): Promise<Readable> {
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= done());
  let first: ExportRow[];
  try {
    first = await next(batch);
  } catch (error) {
    await close();
    throw error;
  }
  async function* chunks() {
    try {
      yield CSV_HEADER;
      for (let rows = first; ; ) {
        const more = rows.length < batch ? null : next(batch);
        // Awaited below; this only keeps a failure while the reply is cut from going unhandled.
        more?.catch(() => undefined);
        if (rows.length > 0) yield rows.map(csvLine).join('');
        if (!more) return;
        rows = await more;
      }
    } finally {
      // Before the last byte goes: once the download has ended, the connection is back.
      await close();
    }
  }
  const csv = Readable.from(chunks(), { objectMode: false });
  // Also when the reply was dropped before reading began (the generator never ran).
  csv.once('close', () => void close().catch(() => undefined));
  return csv;
}
