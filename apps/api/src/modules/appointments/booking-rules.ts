import {
  APPOINTMENT_MESSAGES,
  BOOKING_WINDOW_MESSAGES,
  MESSAGES,
  WEEK_DAYS,
  contains,
  dayOfWeek,
  endTimeOf,
  missingWallTimes,
  overlaps,
  toMinutes,
  lastBookableDate,
  soonestStartOn,
  toTime,
  workingDay,
  bookableDay,
  salonHoursOn,
  type BookingWindow,
  type OpeningDay,
  type FieldErrors,
  type WeeklyHours,
} from '@salon/contracts';

export type BookingRequest = {
  client_id: number;
  employee_id: number;
  service_id: number;
  appointment_date: string;
  start_time: string;
  duration_minutes: number;
};

/** What an employee's hours on a date are judged from: their weekly rows (none: the salon's hours) and the salon's time zone. */
export type WorkingHoursFacts = {
  employeeName: string;
  week: readonly WeeklyHours[];
  /** The salon's business hours from its settings. */
  salonHours: readonly OpeningDay[];
  timeZone: string;
  date: string;
  start: string;
  end: string;
  /** The appointment keeps its time, employee and length: opening hours changed since do not refuse it. */
  keepsPlace?: boolean;
};

/** Everything a booking is judged on, read beforehand, so the judgement needs no database and no clock. */
export type BookingFacts = {
  booking: Pick<BookingRequest, 'appointment_date' | 'start_time' | 'duration_minutes'>;
  /** The salon's wall clock now (its date and `HH:mm`). */
  now: { date: string; time: string };
  /** False for an edit that keeps its date and time: a past appointment may still be corrected. */
  checkPast: boolean;
  clientFound: boolean;
  employee: { first_name: string; is_active: boolean } | null;
  service: { is_active: boolean } | null;
  week: readonly WeeklyHours[];
  salonHours: readonly OpeningDay[];
  timeZone: string;
  /** The salon's booking rules: how soon and how far ahead a start may be (checked with `checkPast`). */
  window: BookingWindow;
  /** An edit that keeps the time, employee and length: the salon's opening hours changed since do not refuse it. */
  keepsPlace?: boolean;
};

export type BookingRefusal = { code: 'VALIDATION_FAILED'; message: string; fieldErrors: FieldErrors };
export type BookingVerdict = { ok: true; end_time: string } | { ok: false; refusal: BookingRefusal };

const refuse = (fieldErrors: FieldErrors): BookingVerdict => ({ ok: false, refusal: { code: 'VALIDATION_FAILED', message: MESSAGES.validationFailed, fieldErrors } });

/**
 * Why the time falls outside the employee's hours that day, or null when it fits. Their hours
 * are bookable only while the salon is open (issue 16), unless `keepsPlace`: an appointment
 * kept where it was booked is not refused by opening hours changed since.
 */
export function workingHoursProblem({ employeeName, week, salonHours, timeZone, date, start, end, keepsPlace = false }: WorkingHoursFacts): string | null {
  const own = workingDay(week, date, salonHours);
  const weekday = WEEK_DAYS[dayOfWeek(date)];
  if (!own.shift && week.length) return `${employeeName} does not work on ${weekday}s`;
  const open = salonHoursOn(date, salonHours);
  if (!open && (!keepsPlace || !own.shift)) return `The salon is closed on ${weekday}s`;
  const range = { start: toMinutes(start), end: toMinutes(end) };
  const { shift, breaks } = keepsPlace ? own : bookableDay(week, date, salonHours);
  if (!keepsPlace && open && contains(own.shift!, range)) {
    if (range.start < open.start) return `The salon opens at ${toTime(open.start)} on ${weekday}s`;
    if (range.end > open.end) return `The salon closes at ${toTime(open.end)} on ${weekday}s`;
  }
  if (!shift) return `${employeeName} works ${toTime(own.shift!.start)}–${toTime(own.shift!.end)} on ${weekday}s, outside the salon's opening hours`;
  if (!contains(shift, range)) return `${employeeName} works ${toTime(shift.start)}–${toTime(shift.end)} on ${weekday}s`;
  const pause = breaks.find((candidate) => overlaps(candidate, range));
  if (pause) return `${employeeName} is on a break ${toTime(pause.start)}–${toTime(pause.end)}`;
  if (missingWallTimes(date, timeZone).some((gap) => overlaps(gap, range))) return 'That time does not exist on this day: the clocks go forward';
  return null;
}

/** A start outside the salon's booking window: the rule's own words as the message, on the field at fault. */
function windowRefusal(facts: BookingFacts): BookingVerdict | null {
  const { booking, now, window } = facts;
  const last = lastBookableDate(now.date, window);
  if (last !== null && booking.appointment_date > last) {
    const message = BOOKING_WINDOW_MESSAGES.tooFar(window.maxAdvanceDays);
    return { ok: false, refusal: { code: 'VALIDATION_FAILED', message, fieldErrors: { appointment_date: [message] } } };
  }
  if (toMinutes(booking.start_time) < soonestStartOn(booking.appointment_date, now, window)) {
    const message = BOOKING_WINDOW_MESSAGES.tooSoon(window.minAdvanceHours);
    return { ok: false, refusal: { code: 'VALIDATION_FAILED', message, fieldErrors: { start_time: [message] } } };
  }
  return null;
}

/**
 * What a booking must satisfy besides a free slot (DECISIONS §5): ending by midnight, not in
 * the salon's past, inside its booking window (settings), a client, an active employee and an
 * active service that exist, and the employee's working hours. Each refusal names its field,
 * so the form shows it in place; the refusals come in that order, the first failing step deciding.
 */
export function judgeBooking(facts: BookingFacts): BookingVerdict {
  const { booking, now } = facts;
  const end_time = endTimeOf(booking.start_time, booking.duration_minutes);
  if (end_time === null) return refuse({ duration_minutes: [APPOINTMENT_MESSAGES.endsAfterMidnight] });
  if (facts.checkPast && (booking.appointment_date < now.date || (booking.appointment_date === now.date && booking.start_time < now.time))) {
    return refuse({ appointment_date: [APPOINTMENT_MESSAGES.past] });
  }
  const outsideWindow = facts.checkPast ? windowRefusal(facts) : null;
  if (outsideWindow) return outsideWindow;
  const errors: FieldErrors = {};
  if (!facts.clientFound) errors.client_id = ['Client not found'];
  if (!facts.employee) errors.employee_id = ['Employee not found'];
  else if (!facts.employee.is_active) errors.employee_id = [APPOINTMENT_MESSAGES.employeeInactive];
  if (!facts.service) errors.service_id = ['Service not found'];
  else if (!facts.service.is_active) errors.service_id = [APPOINTMENT_MESSAGES.serviceInactive];
  if (!facts.employee || Object.keys(errors).length) return refuse(errors);

  const hoursProblem = workingHoursProblem({
    employeeName: facts.employee.first_name,
    week: facts.week,
    salonHours: facts.salonHours,
    timeZone: facts.timeZone,
    date: booking.appointment_date,
    start: booking.start_time,
    end: end_time,
    keepsPlace: facts.keepsPlace,
  });
  if (hoursProblem) return refuse({ start_time: [hoursProblem] });
  return { ok: true, end_time };
}
