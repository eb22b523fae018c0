import { dateSchema } from '@salon/contracts';
import type { AppointmentListParams } from '../api/appointment-keys';

/** The appointments list's own filters, each kept in the URL under its query name. */
export const APPOINTMENT_FILTER_KEYS = ['date_from', 'date_to', 'status', 'employee_id', 'service_id'] as const;
export type AppointmentFilterKey = (typeof APPOINTMENT_FILTER_KEYS)[number];

/**
 * `date_from=all` in the address: every date. Without `date_from` the list starts at today
 * (the default, so the front desk lands on today), and a default stays out of the address
 * like every list's; removing it needs a value of its own.
 */
export const ALL_DATES = 'all';

type AppointmentFilterParams = Pick<AppointmentListParams, AppointmentFilterKey>;

const isDate = (value: string) => dateSchema.safeParse(value).success;
const readId = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/** The first date shown: '' for every date, the date the address names, else (none, or a malformed one) today. */
export function effectiveDateFrom(dateFrom: string, today: string): string {
  if (dateFrom === ALL_DATES) return '';
  return isDate(dateFrom) ? dateFrom : today;
}

/** A range that ends before it starts matches nothing; the filter says so rather than showing an empty list unexplained. */
export function dateRangeError(from: string, to: string): string | null {
  return isDate(from) && isDate(to) && from > to ? 'From Date is after To Date' : null;
}

/** The URL's filter values as the API takes them; a malformed value (an edited link) is left out rather than sent for a 400. */
export function readAppointmentFilters(values: Record<AppointmentFilterKey, string>, today: string): AppointmentFilterParams {
  return {
    date_from: effectiveDateFrom(values.date_from, today) || undefined,
    date_to: isDate(values.date_to) ? values.date_to : undefined,
    // Status names are lower-case words (appointment-statuses schema); anything else cannot match.
    status: /^[a-z][a-z0-9_]{0,29}$/.test(values.status) ? values.status : undefined,
    employee_id: readId(values.employee_id),
    service_id: readId(values.service_id),
  };
}
