import { DEFAULT_SETTINGS, OPEN_BOOKING_WINDOW } from '@salon/contracts';
import { describe, expect, it } from 'vitest';
import { judgeBooking, workingHoursProblem, type BookingFacts } from './booking-rules';

// 2031-05-06 is a Tuesday; Rosa works Tuesdays 09:00-17:00 with a break 12:00-13:00.
const tuesday = { day_of_week: 2, start_time: '09:00', end_time: '17:00', break_start: '12:00', break_end: '13:00' };

const facts = (changes: Partial<BookingFacts> = {}): BookingFacts => ({
  booking: { appointment_date: '2031-05-06', start_time: '10:00', duration_minutes: 60 },
  now: { date: '2031-05-01', time: '09:00' },
  checkPast: true,
  clientFound: true,
  employee: { first_name: 'Rosa', is_active: true },
  service: { is_active: true },
  week: [tuesday],
  salonHours: DEFAULT_SETTINGS.general.businessHours,
  timeZone: 'America/New_York',
  window: OPEN_BOOKING_WINDOW,
  ...changes,
});

const refusal = (fieldErrors: Record<string, string[]>) => ({ ok: false, refusal: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid', fieldErrors } });

describe('judgeBooking', () => {
  it('accepts a booking inside the working hours and gives its end time', () => {
    expect(judgeBooking(facts())).toEqual({ ok: true, end_time: '11:00' });
  });

  it('refuses a booking that ends after midnight', () => {
    expect(judgeBooking(facts({ booking: { appointment_date: '2031-05-06', start_time: '23:30', duration_minutes: 60 } }))).toEqual(
      refusal({ duration_minutes: ['The appointment must end by midnight'] }),
    );
  });

  it("refuses the salon's past: an earlier day, or earlier today", () => {
    const past = refusal({ appointment_date: ['Cannot book appointments in the past'] });
    expect(judgeBooking(facts({ now: { date: '2031-05-07', time: '08:00' } }))).toEqual(past);
    expect(judgeBooking(facts({ now: { date: '2031-05-06', time: '10:01' } }))).toEqual(past);
    expect(judgeBooking(facts({ now: { date: '2031-05-06', time: '10:00' } }))).toEqual({ ok: true, end_time: '11:00' });
  });

  it("refuses a start outside the salon's booking window with the rule's words, on the field at fault", () => {
    const window = { minAdvanceHours: 2, maxAdvanceDays: 90 };
    const soon = 'Appointments must be booked at least 2 hours in advance';
    const far = 'Appointments cannot be booked more than 90 days ahead';
    const tooSoon = { ok: false, refusal: { code: 'VALIDATION_FAILED', message: soon, fieldErrors: { start_time: [soon] } } };
    expect(judgeBooking(facts({ window, now: { date: '2031-05-06', time: '08:01' } }))).toEqual(tooSoon);
    expect(judgeBooking(facts({ window, now: { date: '2031-05-06', time: '08:00' } }))).toEqual({ ok: true, end_time: '11:00' });
    expect(judgeBooking(facts({ window, now: { date: '2031-02-05', time: '09:00' } }))).toEqual({ ok: true, end_time: '11:00' });
    expect(judgeBooking(facts({ window, now: { date: '2031-02-04', time: '09:00' } }))).toEqual({
      ok: false,
      refusal: { code: 'VALIDATION_FAILED', message: far, fieldErrors: { appointment_date: [far] } },
    });
    expect(judgeBooking(facts({ window, now: { date: '2031-02-04', time: '09:00' }, checkPast: false }))).toEqual({ ok: true, end_time: '11:00' });
  });

  it("uses the salon's business hours from its settings for an employee without a week", () => {
    const sundaysToo = DEFAULT_SETTINGS.general.businessHours.map((day) => (day.dayOfWeek === 0 ? { ...day, isClosed: false } : day));
    expect(judgeBooking(facts({ week: [], salonHours: sundaysToo, booking: { appointment_date: '2031-05-04', start_time: '10:00', duration_minutes: 60 } }))).toEqual({
      ok: true,
      end_time: '11:00',
    });
  });

  it('lets an edit that keeps its time stay in the past', () => {
    expect(judgeBooking(facts({ now: { date: '2031-06-01', time: '08:00' }, checkPast: false }))).toEqual({ ok: true, end_time: '11:00' });
  });

  it('names every missing or inactive party at once', () => {
    expect(judgeBooking(facts({ clientFound: false, employee: null, service: null }))).toEqual(
      refusal({ client_id: ['Client not found'], employee_id: ['Employee not found'], service_id: ['Service not found'] }),
    );
    expect(judgeBooking(facts({ employee: { first_name: 'Rosa', is_active: false }, service: { is_active: false } }))).toEqual(
      refusal({ employee_id: ['This employee is inactive and cannot be booked'], service_id: ['This service is inactive and cannot be booked'] }),
    );
  });

  it("refuses a weekday the employee's week leaves out", () => {
    expect(judgeBooking(facts({ booking: { appointment_date: '2031-05-07', start_time: '10:00', duration_minutes: 60 } }))).toEqual(
      refusal({ start_time: ['Rosa does not work on Wednesdays'] }),
    );
  });

  it("uses the salon's opening hours for an employee without a weekly schedule", () => {
    expect(judgeBooking(facts({ week: [], booking: { appointment_date: '2031-05-04', start_time: '10:00', duration_minutes: 60 } }))).toEqual(
      refusal({ start_time: ['The salon is closed on Sundays'] }),
    );
    expect(judgeBooking(facts({ week: [], booking: { appointment_date: '2031-05-05', start_time: '18:30', duration_minutes: 60 } }))).toEqual(
      refusal({ start_time: ['Rosa works 09:00–19:00 on Mondays'] }),
    );
  });

  it('refuses a time past the end of the shift or across the break', () => {
    expect(judgeBooking(facts({ booking: { appointment_date: '2031-05-06', start_time: '16:30', duration_minutes: 60 } }))).toEqual(
      refusal({ start_time: ['Rosa works 09:00–17:00 on Tuesdays'] }),
    );
    expect(judgeBooking(facts({ booking: { appointment_date: '2031-05-06', start_time: '11:30', duration_minutes: 60 } }))).toEqual(
      refusal({ start_time: ['Rosa is on a break 12:00–13:00'] }),
    );
  });

  it('refuses a wall-clock time skipped when the clocks go forward', () => {
    // New York springs forward on Sunday 2031-03-09: 02:00-03:00 never happens.
    const sunday = { day_of_week: 0, start_time: '01:00', end_time: '05:00', break_start: null, break_end: null };
    const salonHours = DEFAULT_SETTINGS.general.businessHours.map((day) => (day.dayOfWeek === 0 ? { ...day, openTime: '00:00', isClosed: false } : day));
    const night = (start_time: string) => facts({ week: [sunday], salonHours, now: { date: '2031-03-01', time: '09:00' }, booking: { appointment_date: '2031-03-09', start_time, duration_minutes: 30 } });
    expect(judgeBooking(night('02:00'))).toEqual(refusal({ start_time: ['That time does not exist on this day: the clocks go forward'] }));
    expect(judgeBooking(night('03:00'))).toEqual({ ok: true, end_time: '03:30' });
  });
});

describe("the salon's opening hours bound an employee's own (issue 16)", () => {
  const at = (appointment_date: string, start_time: string, duration_minutes = 60) => ({ appointment_date, start_time, duration_minutes });
  const early = { day_of_week: 1, start_time: '07:00', end_time: '21:00', break_start: null, break_end: null };
  const sunday = { day_of_week: 0, start_time: '10:00', end_time: '16:00', break_start: null, break_end: null };

  it('refuses a weekday the salon is closed, even for an employee whose week has it', () => {
    expect(judgeBooking(facts({ week: [sunday], booking: at('2031-05-04', '11:00') }))).toEqual(refusal({ start_time: ['The salon is closed on Sundays'] }));
  });

  it('refuses a time before the salon opens or after it closes, saying when', () => {
    expect(judgeBooking(facts({ week: [early], booking: at('2031-05-05', '08:00') }))).toEqual(refusal({ start_time: ['The salon opens at 09:00 on Mondays'] }));
    expect(judgeBooking(facts({ week: [early], booking: at('2031-05-05', '18:30') }))).toEqual(refusal({ start_time: ['The salon closes at 19:00 on Mondays'] }));
    expect(judgeBooking(facts({ week: [early], booking: at('2031-05-05', '09:00') }))).toEqual({ ok: true, end_time: '10:00' });
  });

  it("names the employee's hours within the salon's when the time is outside both", () => {
    expect(judgeBooking(facts({ week: [early], booking: at('2031-05-05', '06:00', 90) }))).toEqual(refusal({ start_time: ['Rosa works 09:00–19:00 on Mondays'] }));
  });

  it('says so when the employee works only while the salon is closed', () => {
    const evening = { ...early, start_time: '19:00', end_time: '21:00' };
    expect(judgeBooking(facts({ week: [evening], booking: at('2031-05-05', '12:00') }))).toEqual(
      refusal({ start_time: ["Rosa works 19:00–21:00 on Mondays, outside the salon's opening hours"] }),
    );
  });

  it('does not refuse an edit that keeps its place after the hours changed', () => {
    expect(judgeBooking(facts({ week: [sunday], booking: at('2031-05-04', '11:00'), keepsPlace: true }))).toEqual({ ok: true, end_time: '12:00' });
    expect(judgeBooking(facts({ week: [early], booking: at('2031-05-05', '08:00'), keepsPlace: true }))).toEqual({ ok: true, end_time: '09:00' });
  });
});

describe('workingHoursProblem', () => {
  it('is null when the time fits the shift, and names the shift when it does not', () => {
    const base = { employeeName: 'Rosa', week: [tuesday], salonHours: DEFAULT_SETTINGS.general.businessHours, timeZone: 'America/New_York', date: '2031-05-06' };
    expect(workingHoursProblem({ ...base, start: '13:00', end: '17:00' })).toBeNull();
    expect(workingHoursProblem({ ...base, start: '13:00', end: '17:15' })).toBe('Rosa works 09:00–17:00 on Tuesdays');
  });
});
