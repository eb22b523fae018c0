import { Readable } from 'node:stream';
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

/** The CSV of every appointment the list's filters match, read a batch at a time and streamed out. */
export function appointmentsCsv(query: ExportQuery, list: (query: AppointmentListQuery) => Promise<{ rows: Appointment[] }>): Readable {
  const { format: _format, ...filters } = query;
  async function* records() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { rows } = await list({ ...filters, limit: EXPORT_BATCH, offset });
      for (const row of rows) yield toRecord(row);
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(records()).pipe(stringify({ header: true, columns: COLUMNS.map(([name]) => name), bom: true }));
}
