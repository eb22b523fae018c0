import { describeStatus, type Appointment } from '@salon/contracts';
import { formatDate } from '../../../../lib/format/format-date';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { formatDuration } from '../../../../lib/format/format-duration';
import { formatMoney } from '../../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../../lib/format/format-time-of-day';
import { fullName } from '../../shared/appointment-detail-format';

const CHANGE_LABELS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  rescheduled: 'Rescheduled',
  confirm: 'Confirmed',
  auto_confirmed: 'Confirmed automatically',
  check_in: 'Checked in',
  check_out: 'Checked out',
  complete: 'Completed',
  cancel: 'Cancelled',
  no_show: 'Marked no-show',
  service_added: 'Service added',
  service_updated: 'Service updated',
  service_removed: 'Service removed',
  confirmation_sent: 'Confirmation sent',
  reminder_sent: 'Reminder sent',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "payment_recorded" → "Payment recorded": a type added later still reads as words. */
export function humanise(key: string): string {
  return capitalise(key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase());
}

export function changeTypeLabel(changeType: string): string {
  return CHANGE_LABELS[changeType] ?? humanise(changeType);
}

const FIELD_LABELS: Record<string, string> = {
  client_id: 'Client',
  employee_id: 'Employee',
  service_id: 'Service',
  appointment_date: 'Date',
  start_time: 'Start time',
  end_time: 'End time',
  duration_minutes: 'Duration',
  total_price: 'Price',
  deposit_amount: 'Deposit',
  price: 'Price',
  notes: 'Notes',
  internal_notes: 'Internal notes',
  special_requests: 'Special requests',
  status: 'Status',
  status_id: 'Status',
  checked_in_at: 'Checked in',
  checked_out_at: 'Checked out',
  completed_at: 'Completed',
  cancelled_at: 'Cancelled',
  no_show_at: 'No-show',
  rating: 'Rating',
  cancellation_reason: 'Cancellation reason',
  cancellation_fee: 'Cancellation fee',
  is_recurring: 'Repeats',
  recurring_pattern: 'Repeat pattern',
  start_time_offset: 'Starts after',
  service_name: 'Service',
  employee_name: 'Employee',
  method: 'Sent by',
  recipient: 'Sent to',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? humanise(field);

/** The names behind ids the appointment still points at; other ids are shown as numbers. */
function knownName(field: string, id: number, appointment?: Appointment): string | null {
  if (!appointment) return null;
  if (field === 'client_id' && id === appointment.client.client_id) return fullName(appointment.client);
  if (field === 'employee_id' && id === appointment.employee.employee_id) return fullName(appointment.employee);
  if (field === 'service_id' && id === appointment.service.service_id) return appointment.service.name;
  return null;
}

const MONEY_FIELDS = new Set(['total_price', 'deposit_amount', 'price', 'cancellation_fee']);
const TIME_FIELDS = new Set(['start_time', 'end_time']);

/** One value of a history entry as staff read it: times, money and dates in the salon's formats. */
export function formatFieldValue(field: string, value: unknown, appointment?: Appointment): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatMoney(value);
    if (field === 'duration_minutes' || field === 'start_time_offset') return formatDuration(value);
    if (field === 'rating') return `${value} of 5`;
    if (field.endsWith('_id')) return knownName(field, value, appointment) ?? `#${value}`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (TIME_FIELDS.has(field)) return formatTimeOfDay(value);
    if (field === 'appointment_date' || field.endsWith('_date')) return formatDate(value);
    if (field.endsWith('_at')) return formatDateTime(value);
    if (field === 'status') return capitalise(describeStatus(value).replace(/_/g, ' '));
    if (field === 'method') return value === 'sms' ? 'SMS' : humanise(value);
    if (field === 'recurring_pattern') return humanise(value);
    if (MONEY_FIELDS.has(field) && !Number.isNaN(Number(value))) return formatMoney(Number(value));
    return value;
  }
  return JSON.stringify(value);
}

/** The JSON text of old or new values as an object; anything else (absent, broken, not an object) is empty. */
export function parseValues(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export type FieldChange = { field: string; label: string; before: string | null; after: string | null };

/**
 * The fields an entry touched, old → new. A value only before was removed, only after was
 * set; a field present on both sides with equal values, or only after and empty, is left out.
 */
export function fieldChanges(oldValues: string | null, newValues: string | null, appointment?: Appointment): FieldChange[] {
  const before = parseValues(oldValues);
  const after = parseValues(newValues);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !(field in before && field in after && JSON.stringify(before[field]) === JSON.stringify(after[field])))
    // A new record lists every field; the empty ones say nothing.
    .filter((field) => field in before || !isEmpty(after[field]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: field in before ? formatFieldValue(field, before[field], appointment) : null,
      after: field in after ? formatFieldValue(field, after[field], appointment) : null,
    }));
}
