import type { AppointmentMessageKind, StatusAction } from '@salon/contracts';

/** What the status buttons say, and their toasts: one wording on the detail page and in the work queues. */
export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  check_in: 'Check In',
  check_out: 'Check Out',
  complete: 'Complete',
  no_show: 'No Show',
  cancel: 'Cancel',
};

export const STATUS_ACTION_DONE: Record<StatusAction, string> = {
  confirm: 'Appointment confirmed',
  check_in: 'Client checked in',
  check_out: 'Client checked out',
  complete: 'Appointment completed',
  no_show: 'Marked as no-show',
  cancel: 'Appointment cancelled',
};

export const STATUS_ACTION_FAILED: Record<StatusAction, string> = {
  confirm: 'Appointment not confirmed',
  check_in: 'Client not checked in',
  check_out: 'Client not checked out',
  complete: 'Appointment not completed',
  no_show: 'Not marked as no-show',
  cancel: 'Appointment not cancelled',
};

export const MESSAGE_LABELS: Record<AppointmentMessageKind, string> = { confirmation: 'Send Confirmation', reminder: 'Send Reminder' };
export const MESSAGE_SENT: Record<AppointmentMessageKind, string> = { confirmation: 'Confirmation sent', reminder: 'Reminder sent' };
export const MESSAGE_FAILED: Record<AppointmentMessageKind, string> = { confirmation: 'Confirmation not sent', reminder: 'Reminder not sent' };
