import { Readable, pipeline } from 'node:stream';
import type { Appointment, AppointmentListQuery, ExportQuery } from '@salon/contracts';
import { stringify } from 'csv-stringify';

/** Rows are read this many at a time, so an export of any size holds one batch in memory. */
export const EXPORT_BATCH = 500;

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a
 * leading apostrophe, so an exported name like `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS: [string, (appointment: Appointment) => string | number | null][] = [
  ['Appointment ID', (a) => a.appointment_id],
  ['Date', (a) => a.appointment_date],
  ['Start', (a) => a.start_time],
  ['End', (a) => a.end_time],
  ['Duration (min)', (a) => a.duration_minutes],
  ['Client', (a) => `${a.client.first_name} ${a.client.last_name}`],
  ['Client Email', (a) => a.client.email],
  ['Client Phone', (a) => a.client.phone],
  ['Service', (a) => a.service.name],
  ['Employee', (a) => `${a.employee.first_name} ${a.employee.last_name}`],
  ['Status', (a) => a.status.name],
  ['Price', (a) => a.total_price.toFixed(2)],
  ['Deposit', (a) => a.deposit_amount.toFixed(2)],
  ['Rating', (a) => a.rating],
  ['Notes', (a) => a.notes],
  ['Special Requests', (a) => a.special_requests],
  ['Cancellation Reason', (a) => a.cancellation_reason],
  ['Created At', (a) => a.created_at],
];

const toRecord = (appointment: Appointment) =>
  COLUMNS.map(([, read]) => {
    const value = read(appointment);
    return typeof value === 'string' ? neutraliseFormula(value) : value;
  });

type ListPage = (query: AppointmentListQuery) => Promise<{ rows: Appointment[] }>;

/**
 * The CSV of every appointment the list's filters match, read a batch at a time and streamed out.
 * The first batch is read before the reply starts, so a query that fails at once still answers in
 * the error envelope; a failure halfway ends the download (the reply is cut and the error logged),
 * and never reaches Node as an unhandled stream error.
 */
export async function appointmentsCsv(query: ExportQuery, list: ListPage): Promise<Readable> {
  const { format: _format, ...filters } = query;
  const page = (offset: number) => list({ ...filters, limit: EXPORT_BATCH, offset });
  const first = await page(0);
  async function* records() {
    let rows = first.rows;
    for (let offset = 0; ; ) {
      for (const row of rows) yield toRecord(row);
      if (rows.length < EXPORT_BATCH) return;
      offset += EXPORT_BATCH;
      rows = (await page(offset)).rows;
    }
  }
  const csv = stringify({ header: true, columns: COLUMNS.map(([name]) => name), bom: true });
  // pipeline (unlike .pipe) hands a source failure on to `csv`, the stream Fastify sends and watches.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}
