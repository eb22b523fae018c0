import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_WINDOW_MESSAGES,
  CONFLICT_REASON_LABELS,
  NEXT_AVAILABLE_HORIZON_DAYS,
  OPEN_BOOKING_WINDOW,
  WEEK_CELL_FIRST,
  addDays,
  bookingWindowOf,
  computeSlots,
  dayOffWindow,
  firstFreeStart,
  judgeTime,
  lastBookableDate,
  missingWallTimes,
  overlaps,
  soonestStartOn,
  toMinutes,
  toTime,
  bookableDay,
  type AvailabilityCheck,
  type AvailabilityCheckResult,
  type BookedBlock,
  type BookingWindow,
  type OpeningDay,
  type DaySchedule,
  type EmployeeDay,
  type EmployeeDayFacts,
  type EmployeeSlots,
  type EmployeeSlotsQuery,
  type MinuteRange,
  type NextAvailable,
  type WeekSchedule,
  type WorkingDay,
  type SalonSettings,
} from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { type BookedSpan, type BookedTime, BookedTimeQuery } from '../appointments';
import { type EmployeeFacts, EmployeeFactsQuery, type EmployeeWeekRow } from '../employees';
import { dateInTimeZone, SalonClock, timeInTimeZone } from '../salons';
import { ServiceFactsQuery } from '../services';
import { SettingsService } from '../settings';
import { ScheduleCellsQuery } from './schedule-cells.query';
import { SlotFactsQuery } from './slot-facts.query';
import { WeekCellsQuery } from './week-cells.query';
import { toWeekDay } from './week-day';

/** Without a service or a duration, slots are for a 30-minute booking. */
const DEFAULT_DURATION = 30;

/** A booking holding an employee's time on a date, in minutes after midnight. */
type HeldRange = MinuteRange & { employee_id: number; appointment_date: string };
/** The rule's facts of one employee's day and the bookings they were read from. */
type DayPlan<B extends HeldRange> = { facts: EmployeeDayFacts; bookings: B[] };
/** Per employee, per date. */
type Plans<B extends HeldRange> = Map<number, Map<string, DayPlan<B>>>;
/**
 * What every day of a search shares: the employees' weeks, the salon's zone, its now, and from
 * its settings the business hours and the booking window.
 */
type PlanContext = {
  weeks: Map<number, EmployeeWeekRow[]>;
  timeZone: string;
  now: { date: string; time: string };
  salonHours: readonly OpeningDay[];
  window: BookingWindow;
};
/**
 * How a search reads the settings. `window`: the booking window applies ('rules'), all but its
 * minimum advance hours (a walk-in seated now), or not at all (who is free for a booking that
 * exists already). Other bookings always count, double booking allowed or not (DECISIONS §8:
 * the desk overlaps one only on purpose).
 */
type PlanOptions = { window?: 'rules' | 'walk_in' | 'none' };

const rangeOf = (block: { start_time: string; end_time: string }) => ({ start: toMinutes(block.start_time), end: toMinutes(block.end_time) });
const rangeOfShift = (facts: EmployeeDayFacts) => (facts.shift ? { start_time: toTime(facts.shift.start), end_time: toTime(facts.shift.end) } : null);
/** The items by key, each list in the items' order. */
function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const employeeNotFound = () => new DomainError('NOT_FOUND', 'Employee not found');
const serviceNotFound = () => new DomainError('NOT_FOUND', 'Service not found');

/**
 * What every day of a search shares, from the employees' weeks and the salon's settings (its
 * time zone, the one SalonClock reads, comes with them).
 */
function contextOf(week: EmployeeWeekRow[], settings: SalonSettings, { window: applies = 'rules' }: PlanOptions = {}): PlanContext {
  const timeZone = settings.general.timezone;
  const instant = new Date();
  const window = bookingWindowOf(settings.appointments.bookingRules);
  return {
    weeks: groupBy(week, (row) => row.employee_id),
    timeZone,
    now: { date: dateInTimeZone(instant, timeZone), time: timeInTimeZone(instant, timeZone) },
    salonHours: settings.general.businessHours,
    window: applies === 'rules' ? window : applies === 'walk_in' ? { ...window, minAdvanceHours: 0 } : OPEN_BOOKING_WINDOW,
  };
}

/**
 * Time slots, checks and schedules (DECISIONS §5). One rule decides a slot
 * (`judgeTime`); this service only gathers the facts for it from the database: the
 * weekly schedule, the bookings holding time, the salon's now and its time zone.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly employeeFacts: EmployeeFactsQuery,
    private readonly serviceFacts: ServiceFactsQuery,
    private readonly bookedTime: BookedTimeQuery,
    private readonly clock: SalonClock,
    private readonly settings: SettingsService,
    private readonly slotFacts: SlotFactsQuery,
    private readonly weekCells: WeekCellsQuery,
    private readonly scheduleCells: ScheduleCellsQuery,
  ) {}

  /**
   * One statement (SlotFactsQuery): the employee, the service, the week, the settings and the
   * day's booked times; an unknown employee is named before an unknown service.
   */
  async employeeSlots(employeeId: number, query: EmployeeSlotsQuery): Promise<EmployeeSlots> {
    const facts = await this.slotFacts.read(employeeId, query.date, { serviceId: query.service_id, excludeAppointmentId: query.exclude_appointment_id });
    const employee = facts.employee;
    if (!employee) throw employeeNotFound();
    if (query.service_id !== undefined && facts.serviceDuration === null) throw serviceNotFound();
    const duration = query.duration_minutes ?? facts.serviceDuration ?? DEFAULT_DURATION;
    const timeZone = facts.settings.general.timezone;
    // A walk-in is seated today; on a later day the convert is an ordinary booking, window and all.
    const walkIn = query.walk_in === 'true' && query.date === dateInTimeZone(new Date(), timeZone);
    const context = contextOf(facts.week, facts.settings, { window: walkIn ? 'walk_in' : 'rules' });
    const plan = this.planDays([employee], [query.date], facts.spans, context).get(employeeId)!.get(query.date)!;
    return {
      employee_id: employeeId,
      date: query.date,
      duration_minutes: duration,
      working_hours: rangeOfShift(plan.facts),
      slots: computeSlots(plan.facts, duration),
    };
  }

  async check(input: AvailabilityCheck): Promise<AvailabilityCheckResult> {
    const employee = await this.employee(input.employee_id);
    const duration = await this.durationOf(input.service_id, input.duration_minutes);
    const { plans, window } = await this.checkPlans([employee], [input.date], input.exclude_appointment_id);
    const plan = plans.get(employee.employee_id)!.get(input.date)!;
    const start = toMinutes(input.start_time);
    const verdict = judgeTime(plan.facts, start, duration);
    const range = { start, end: start + duration };
    return {
      ...verdict,
      message: verdict.conflict_reason ? describeConflict(verdict.conflict_reason, window) : null,
      end_time: range.end <= 24 * 60 ? toTime(range.end) : null,
      conflicts: plan.bookings.filter((booking) => overlaps(booking, range)).map(toBlock),
    };
  }

  async daySchedule(date: string): Promise<DaySchedule> {
    const employees = await this.employeeFacts.scheduled();
    const [dayOf, timeZone] = await Promise.all([this.scheduleDays(employees, [date]), this.clock.timeZone()]);
    const rows = employees
      .map((employee) => ({ ...who(employee), day: dayOf(employee.employee_id, date) }))
      .filter((row) => row.is_active || row.day.appointments.length > 0);
    // Those working that day first; within each group active before inactive, each by name (the query's order).
    rows.sort((a, b) => Number(b.day.working_hours !== null) - Number(a.day.working_hours !== null));
    return { date, time_zone: timeZone, employees: rows };
  }

  /**
   * What the week grid draws: per cell the count, minutes, merged ranges and the first few
   * bookings with names, one row a cell from SQL (WeekCellsQuery); "+N more" asks weekCell.
   */
  async weekSchedule(startDate: string): Promise<WeekSchedule> {
    const dates = Array.from({ length: 7 }, (_, index) => addDays(startDate, index));
    const employees = await this.employeeFacts.scheduled();
    const employeeIds = employees.map((employee) => employee.employee_id);
    const [week, cells, salonHours] = await Promise.all([
      this.employeeFacts.weeks(employeeIds),
      this.weekCells.read(employeeIds, dates, WEEK_CELL_FIRST),
      this.salonHours(),
    ]);
    const weeks = groupBy(week, (row) => row.employee_id);
    const cellOf = new Map(cells.map((cell) => [`${cell.employee_id} ${cell.appointment_date}`, cell]));
    const dayOf = (employeeId: number, date: string) =>
      toWeekDay(date, bookableDay(weeks.get(employeeId) ?? [], date, salonHours), cellOf.get(`${employeeId} ${date}`));
    return {
      start_date: startDate,
      dates,
      employees: employees
        .map((employee) => ({ ...who(employee), days: dates.map((date) => dayOf(employee.employee_id, date)) }))
        .filter((row) => row.is_active || row.days.some((day) => day.count > 0)),
    };
  }

  /** One cell of the week in full: every booking holding that employee's time that day ("+N more"). */
  async weekCell(employeeId: number, date: string): Promise<EmployeeDay> {
    const [day] = await this.employeeDays(employeeId, date, date);
    return day!;
  }

  /** One employee's days over a range (GET /employees/{id}/availability). */
  async employeeDays(employeeId: number, dateFrom: string, dateTo: string): Promise<EmployeeDay[]> {
    const employee = await this.employee(employeeId);
    const dates: string[] = [];
    for (let date = dateFrom; date <= dateTo; date = addDays(date, 1)) dates.push(date);
    const dayOf = await this.scheduleDays([employee], dates);
    return dates.map((date) => dayOf(employeeId, date));
  }

  /** Active employees free for the whole time (GET /employees/available). */
  async availableEmployees(query: { date: string; start_time: string; service_id?: number; duration_minutes?: number }): Promise<number[]> {
    const duration = await this.durationOf(query.service_id, query.duration_minutes);
    const [free] = await this.freeEmployeesAt([{ date: query.date, start_time: query.start_time, duration_minutes: duration }]);
    return free;
  }

  /**
   * For each time, the active employees free for the whole of it, from one read of hours and
   * bookings over all the dates (an employee's deactivation asks this for each of their bookings).
   */
  async freeEmployeesAt(times: { date: string; start_time: string; duration_minutes: number }[]): Promise<number[][]> {
    if (times.length === 0) return [];
    const employees = await this.employeeFacts.active();
    const plans = await this.spanPlans(employees, [...new Set(times.map((time) => time.date))].sort(), undefined, { window: 'none' });
    return times.map(({ date, start_time, duration_minutes }) =>
      employees
        .filter((employee) => judgeTime(plans.get(employee.employee_id)!.get(date)!.facts, toMinutes(start_time), duration_minutes).is_available)
        .map((employee) => employee.employee_id),
    );
  }

  /** One day's slots for several employees (POST /appointments/availability/bulk). */
  async bulkSlots(input: { date: string; service_id?: number; duration_minutes?: number; employee_ids?: number[] }) {
    const duration = await this.durationOf(input.service_id, input.duration_minutes);
    const employees = input.employee_ids ? await this.employeeFacts.some(input.employee_ids) : await this.employeeFacts.active();
    const plans = await this.spanPlans(employees, [input.date]);
    return employees.map((employee) => {
      const plan = plans.get(employee.employee_id)!.get(input.date)!;
      return {
        employee_id: employee.employee_id,
        first_name: employee.first_name,
        last_name: employee.last_name,
        date: input.date,
        duration_minutes: duration,
        working_hours: rangeOfShift(plan.facts),
        slots: computeSlots(plan.facts, duration),
      };
    });
  }

  /**
   * The earliest free slot for a service (or a length given) from a date on, up to 60 days
   * ahead; with one employee or any active one (whoever is free earliest, named in the
   * answer), optionally within a time window. Hours and the salon's zone are read once; the
   * bookings' times a stretch of days at a time (today alone first, where most searches end),
   * only of the days and people whose hours could fit it: at most ten small reads. Inside the
   * salon's booking window; `walkIn` (the waitlist's next free time today): without its minimum advance hours.
   */
  async nextAvailable(query: {
    service_id: number;
    employee_id?: number;
    duration_minutes?: number;
    from_date?: string;
    preferred_time_start?: string;
    preferred_time_end?: string;
  }, { walkIn = false }: { walkIn?: boolean } = {}): Promise<NextAvailable> {
    const duration = await this.durationOf(query.service_id, query.duration_minutes);
    const employees = query.employee_id ? [await this.employee(query.employee_id)] : await this.employeeFacts.active();
    if (employees.length === 0) return { found: false, slot: null };
    const context = await this.context(employees.map((employee) => employee.employee_id), { window: walkIn ? 'walk_in' : 'rules' });
    const from = query.from_date && query.from_date > context.now.date ? query.from_date : context.now.date;
    const earliest = query.preferred_time_start ? toMinutes(query.preferred_time_start) : 0;
    const latest = query.preferred_time_end ? toMinutes(query.preferred_time_end) : 24 * 60;
    const firstFree = (plans: Plans<HeldRange>, employee: EmployeeFacts, date: string) =>
      firstFreeStart(plans.get(employee.employee_id)!.get(date)!.facts, duration, earliest, latest);
    for (const stretch of searchStretches(from)) {
      // Bookings only take time away: days and people whose hours leave no room are not read.
      const hours = this.planDays(employees, stretch, [], context);
      const dates = stretch.filter((date) => employees.some((employee) => firstFree(hours, employee, date) !== null));
      if (dates.length === 0) continue;
      const hopeful = employees.filter((employee) => dates.some((date) => firstFree(hours, employee, date) !== null));
      const plans = this.planDays(hopeful, dates, await this.spans(hopeful, dates), context);
      for (const date of dates) {
        let best: { start: number; employee: EmployeeFacts } | null = null;
        for (const employee of hopeful) {
          const start = firstFree(plans, employee, date);
          if (start !== null && (!best || start < best.start)) best = { start, employee };
        }
        if (best) {
          return {
            found: true,
            slot: {
              date,
              start_time: toTime(best.start),
              end_time: toTime(best.start + duration),
              employee_id: best.employee.employee_id,
              employee_name: `${best.employee.first_name} ${best.employee.last_name}`,
            },
          };
        }
      }
    }
    return { found: false, slot: null };
  }

  /** Facts from the bookings' times alone (slots, free-time searches): an index-only read. */
  private async spanPlans(employees: EmployeeFacts[], dates: string[], excludeAppointmentId?: number, options: PlanOptions = {}): Promise<Plans<BookedSpan>> {
    const ids = employees.map((employee) => employee.employee_id);
    const [context, bookings] = await Promise.all([this.context(ids, options), this.spans(employees, dates, excludeAppointmentId)]);
    return this.planDays(employees, dates, bookings, context);
  }

  /** Facts and the bookings as the schedules show them (client, service, status): a check names those it would overlap. */
  private async checkPlans(
    employees: EmployeeFacts[],
    dates: string[],
    excludeAppointmentId?: number,
  ): Promise<{ plans: Plans<BookedTime & HeldRange>; window: BookingWindow }> {
    const ids = employees.map((employee) => employee.employee_id);
    const [context, bookings] = await Promise.all([this.context(ids), this.bookedTime.onDates({ employeeIds: ids, dates, excludeAppointmentId })]);
    return { plans: this.planDays(employees, dates, bookings.map((booking) => ({ ...booking, ...rangeOf(booking) })), context), window: context.window };
  }

  /**
   * Each employee's each date as the schedules show it: hours, breaks and the bookings holding
   * time, one row a cell from SQL (ScheduleCellsQuery). No slot is judged, so none of the rule's
   * facts are built (a busy day is hundreds of bookings).
   */
  private async scheduleDays(employees: EmployeeFacts[], dates: string[]): Promise<(employeeId: number, date: string) => EmployeeDay> {
    const ids = employees.map((employee) => employee.employee_id);
    const [week, cells, salonHours] = await Promise.all([this.employeeFacts.weeks(ids), this.scheduleCells.read(ids, dates), this.salonHours()]);
    const weeks = groupBy(week, (row) => row.employee_id);
    const booked = new Map(cells.map((cell) => [`${cell.employee_id} ${cell.appointment_date}`, cell.appointments]));
    return (employeeId, date) => toEmployeeDay(date, bookableDay(weeks.get(employeeId) ?? [], date, salonHours), booked.get(`${employeeId} ${date}`) ?? []);
  }

  private spans(employees: EmployeeFacts[], dates: string[], excludeAppointmentId?: number): Promise<BookedSpan[]> {
    return this.bookedTime.spansOnDates({ employeeIds: employees.map((employee) => employee.employee_id), dates, excludeAppointmentId });
  }

  private async context(employeeIds: number[], options: PlanOptions = {}): Promise<PlanContext> {
    const [week, settings] = await Promise.all([this.employeeFacts.weeks(employeeIds), this.settings.current()]);
    return contextOf(week, settings, options);
  }

  /** The salon's business hours from its settings (the waitlist counts who works now by them). */
  async salonHours(manager?: EntityManager): Promise<readonly OpeningDay[]> {
    return (await this.settings.current(manager)).general.businessHours;
  }

  /**
   * The facts of each employee's each date, the bookings grouped once (a deactivation's dates
   * may be months apart); what depends on the date alone is worked out once per date.
   */
  private planDays<B extends HeldRange>(employees: EmployeeFacts[], dates: string[], bookings: B[], context: PlanContext): Plans<B> {
    const { weeks, timeZone, now, salonHours, window } = context;
    const booked = groupBy(bookings, (booking) => `${booking.employee_id} ${booking.appointment_date}`);
    const last = lastBookableDate(now.date, window);
    const days = dates.map((date) => ({
      date,
      notBefore: date < now.date ? 24 * 60 : date === now.date ? toMinutes(now.time) : 0,
      missing: missingWallTimes(date, timeZone),
      dayOff: dayOffWindow(date, salonHours),
      soonest: soonestStartOn(date, now, window),
      beyondWindow: last !== null && date > last,
    }));
    const plans: Plans<B> = new Map();
    for (const employee of employees) {
      const ownWeek = weeks.get(employee.employee_id) ?? [];
      const ownDays = new Map<string, DayPlan<B>>();
      for (const { date, notBefore, missing, dayOff, soonest, beyondWindow } of days) {
        const { shift, breaks, salonClosed } = bookableDay(ownWeek, date, salonHours);
        const held = booked.get(`${employee.employee_id} ${date}`) ?? [];
        ownDays.set(date, {
          bookings: held,
          facts: {
            employeeActive: employee.is_active,
            shift,
            salonClosed,
            breaks,
            booked: held,
            notBefore,
            missing,
            window: shift ?? dayOff,
            soonest,
            beyondWindow,
          },
        });
      }
      plans.set(employee.employee_id, ownDays);
    }
    return plans;
  }

  private async employee(employeeId: number): Promise<EmployeeFacts> {
    const employee = await this.employeeFacts.one(employeeId);
    if (!employee) throw employeeNotFound();
    return employee;
  }

  /** The service's own duration, else the one given, else 30 minutes. */
  private async durationOf(serviceId?: number, duration?: number): Promise<number> {
    if (serviceId === undefined) return duration ?? DEFAULT_DURATION;
    const service = await this.serviceFacts.one(serviceId);
    if (!service) throw serviceNotFound();
    return duration ?? service.duration_minutes;
  }
}

const who = (employee: EmployeeFacts) => ({
  employee_id: employee.employee_id,
  first_name: employee.first_name,
  last_name: employee.last_name,
  position: employee.position,
  is_active: employee.is_active,
});

/** Only the fields the answer shows. */
function toBlock({ appointment_id, start_time, end_time, status, client_name, service_name }: BookedTime): BookedBlock {
  return { appointment_id, start_time, end_time, status, client_name, service_name };
}

function toEmployeeDay(date: string, { shift, breaks }: WorkingDay, appointments: BookedBlock[]): EmployeeDay {
  return {
    date,
    working_hours: shift ? { start_time: toTime(shift.start), end_time: toTime(shift.end) } : null,
    breaks: shift ? breaks.map((pause) => ({ start_time: toTime(pause.start), end_time: toTime(pause.end) })) : [],
    appointments,
  };
}

/** The days a search reads together: today alone, then the rest of its week, then a week at a time up to the horizon. */
function searchStretches(from: string): string[][] {
  const stretches = [[from], Array.from({ length: 6 }, (_, index) => addDays(from, 1 + index))];
  for (let offset = 7; offset < NEXT_AVAILABLE_HORIZON_DAYS; offset += 7) {
    stretches.push(Array.from({ length: Math.min(7, NEXT_AVAILABLE_HORIZON_DAYS - offset) }, (_, index) => addDays(from, offset + index)));
  }
  return stretches;
}

function describeConflict(reason: keyof typeof CONFLICT_REASON_LABELS, window: BookingWindow): string {
  switch (reason) {
    case 'booked':
      return APPOINTMENT_MESSAGES.slotTaken;
    case 'past':
      return APPOINTMENT_MESSAGES.past;
    case 'too_soon':
      return BOOKING_WINDOW_MESSAGES.tooSoon(window.minAdvanceHours);
    case 'too_far':
      return BOOKING_WINDOW_MESSAGES.tooFar(window.maxAdvanceDays);
    default:
      return CONFLICT_REASON_LABELS[reason];
  }
}
