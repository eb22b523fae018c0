import { APPOINTMENT_STATUS } from './appointment-statuses.schemas';
import { dayInWords, timeInWords } from '../common/date-words';
import { wallClockFormatter } from '../scheduling/wall-clock';

/**
 * What can be done to an appointment, decided in one place (spec part 1 §4, DECISIONS §5):
 * the API's transition guard and the web's buttons both ask this function.
 */
export const APPOINTMENT_ACTIONS = ['confirm', 'check_in', 'check_out', 'complete', 'cancel', 'no_show', 'process_payment'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** The actions that change the status; payment is a page of its own, not a transition. */
export type StatusAction = Exclude<AppointmentAction, 'process_payment'>;

/** The messages the desk sends the client: a request to confirm, or a reminder of the visit. */
export const APPOINTMENT_MESSAGE_KINDS = ['confirmation', 'reminder'] as const;
export type AppointmentMessageKind = (typeof APPOINTMENT_MESSAGE_KINDS)[number];

export type ActionSubject = {
  status: { name: string; is_billable: boolean };
  checked_in_at: string | Date | null;
  checked_out_at: string | Date | null;
  /** A cancelled appointment is paid only for its late-cancellation fee. */
  cancellation_fee?: number;
};

const { pending, confirmed, inProgress, completed, cancelled, noShow } = APPOINTMENT_STATUS;
const FINISHED: readonly string[] = [completed, cancelled, noShow];

export function canTakeAction(appointment: ActionSubject, action: AppointmentAction): boolean {
  const status = appointment.status.name;
  const checkedIn = appointment.checked_in_at !== null;
  const checkedOut = appointment.checked_out_at !== null;
  switch (action) {
    case 'confirm':
      return status === pending;
    case 'check_in':
      return status === confirmed && !checkedIn;
    case 'check_out':
      return (status === confirmed || status === inProgress) && checkedIn && !checkedOut;
    case 'complete':
    case 'cancel':
      return !FINISHED.includes(status);
    case 'no_show':
      return (status === pending || status === confirmed) && !checkedIn;
    case 'process_payment':
      return appointment.status.is_billable || (status === cancelled && (appointment.cancellation_fee ?? 0) > 0);
  }
}

/** The salon's wall clock: its date (`YYYY-MM-DD`) and time of day (`HH:mm`) in its time zone. */
export type SalonNow = { date: string; time: string };

/** What the time rule reads of an appointment besides its state. */
export type TimedActionSubject = ActionSubject & { appointment_date: string; start_time: string };

/** The salon's wall clock at an instant, read in its time zone (not the server's or the browser's). */
export function salonNowAt(instant: Date, timeZone: string): SalonNow {
  const parts = Object.fromEntries(
    wallClockFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const FROM_THE_DAY: Partial<Record<AppointmentAction, string>> = { check_in: 'checked in', check_out: 'checked out', complete: 'completed' };

/**
 * Time matters too (DECISIONS §5): check-in, check-out and complete are refused before the
 * appointment's day, and no-show before its start time, on the salon's clock. Null when the
 * clock allows the action (whether its state does is canTakeAction's); otherwise the 409
 * message, which the web shows beside the disabled button.
 */
export function refusedByTime(appointment: TimedActionSubject, action: AppointmentAction, now: SalonNow): string | null {
  const date = appointment.appointment_date;
  const start = appointment.start_time.slice(0, 5);
  const done = FROM_THE_DAY[action];
  if (done) return now.date < date ? `This appointment is on ${dayInWords(date)}; it can be ${done} from that day.` : null;
  if (action !== 'no_show' || now.date > date || (now.date === date && now.time >= start)) return null;
  const when = now.date === date ? `at ${timeInWords(start)} today` : `on ${dayInWords(date)} at ${timeInWords(start)}`;
  return `This appointment starts ${when}; it can be marked as a no-show from then.`;
}

/** The one rule the API's guard and the web's buttons share: the state allows the action and the salon's clock does too. */
export function canTakeActionAt(appointment: TimedActionSubject, action: AppointmentAction, now: SalonNow): boolean {
  return canTakeAction(appointment, action) && refusedByTime(appointment, action, now) === null;
}

/** Moving an appointment to another time: only before the client has arrived and while it still holds its time. */
export function canReschedule(appointment: ActionSubject): boolean {
  const status = appointment.status.name;
  return (status === pending || status === confirmed) && appointment.checked_in_at === null;
}

/**
 * Sending the client a message (DECISIONS §5): only about an appointment still to happen
 * (canReschedule), and a request to confirm only while it is pending. Whether the client
 * can be reached (an e-mail address, a phone) is the caller's to check.
 */
export function canSendMessage(appointment: ActionSubject, kind: AppointmentMessageKind): boolean {
  return canReschedule(appointment) && (kind === 'reminder' || appointment.status.name === pending);
}

export const availableActions = (appointment: ActionSubject): AppointmentAction[] =>
  APPOINTMENT_ACTIONS.filter((action) => canTakeAction(appointment, action));

/** The status an action moves to; null when the status stays (check-out, payment). */
export const ACTION_TARGET_STATUS: Record<AppointmentAction, string | null> = {
  confirm: confirmed,
  check_in: inProgress,
  check_out: null,
  complete: completed,
  cancel: cancelled,
  no_show: noShow,
  process_payment: null,
};

const STATUS_WORDS: Record<string, string> = { in_progress: 'in progress', no_show: 'no-show' };
export const describeStatus = (name: string) => STATUS_WORDS[name] ?? name;

/** A status as a sentence says it: "in progress", "a no-show", "confirmed". */
export const statusInWords = (name: string) => (name === noShow ? 'a no-show' : describeStatus(name).replace(/_/g, ' '));

/**
 * A refusal that names where the appointment stands (DECISIONS §5): "Cannot cancel an appointment
 * that is completed", or with a reason of its own, "... that is already checked in; it is in progress".
 */
export function refusalMessage(attempt: string, reason: string | null, statusName: string): string {
  return reason ? `${attempt} that ${reason}; it is ${statusInWords(statusName)}` : `${attempt} that is ${statusInWords(statusName)}`;
}

/** The 409 INVALID_TRANSITION message of a refused action. */
export function refusedActionMessage(action: AppointmentAction, appointment: ActionSubject): string {
  const verb = { confirm: 'confirm', check_in: 'check in', check_out: 'check out', complete: 'complete', cancel: 'cancel', no_show: 'mark as a no-show', process_payment: 'take payment for' }[action];
  const reason =
    action === 'check_out' && appointment.checked_in_at === null
      ? 'has not been checked in'
      : action === 'check_out' && appointment.checked_out_at !== null
        ? 'is already checked out'
        : action === 'check_in' && appointment.checked_in_at !== null
          ? 'is already checked in'
          : null;
  return refusalMessage(`Cannot ${verb} an appointment`, reason, appointment.status.name);
}

/** The 409 INVALID_TRANSITION message of a refused confirmation request or reminder. */
export function refusedSendMessage(kind: AppointmentMessageKind, appointment: ActionSubject): string {
  return canReschedule(appointment) ? 'This appointment is already confirmed' : refusalMessage(`Cannot send a ${kind} for an appointment`, null, appointment.status.name);
}
