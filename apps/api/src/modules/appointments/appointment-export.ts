import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
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
  ['Created At', (row) => row.created_at.toISOString()],
];

const toRecord = (row: ExportRow) =>
  COLUMNS.map(([, read]) => {
    const value = read(row);
    return typeof value === 'string' ? neutraliseFormula(value) : value;
  });

export type ExportSource = {
  /** The next rows, at most `size`; fewer means the end. */
  next: (size: number) => Promise<ExportRow[]>;
  /** Called once when the download ends, finished, failed or cut by the browser (to close the cursor and free its connection). */
  done: () => Promise<void>;
  batch?: number;
};

/**
 * The CSV of the rows `next` reads, a batch at a time, with backpressure: a batch is fetched
 * only when the reply has taken the previous one. The first batch is read before the reply
 * starts, so a query that fails at once still answers in the error envelope; a failure halfway
 * ends the download (the reply is cut and the error logged), and never reaches Node as an
 * unhandled stream error.
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
  async function* records() {
    try {
      for (let rows = first; ; rows = await next(batch)) {
        for (const row of rows) yield toRecord(row);
        if (rows.length < batch) return;
      }
    } finally {
      // Before the last byte goes: once the download has ended, the connection is back.
      await close();
    }
  }
  const csv = stringify({ header: true, columns: COLUMNS.map(([name]) => name), bom: true });
  // pipeline (unlike .pipe) hands a source failure on to `csv`, the stream Fastify sends and watches;
  // its callback closes the source too if the reply was dropped before reading began.
  pipeline(Readable.from(records()), csv, () => void close().catch(() => undefined));
  return csv;
}
