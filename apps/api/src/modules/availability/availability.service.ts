import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_MESSAGES,
  CONFLICT_REASON_LABELS,
  NEXT_AVAILABLE_HORIZON_DAYS,
  addDays,
  computeSlots,
  dayOffWindow,
  judgeTime,
  missingWallTimes,
  overlaps,
  toMinutes,
  toTime,
  workingDay,
  type AvailabilityCheck,
  type AvailabilityCheckResult,
  type BookedBlock,
  type DaySchedule,
  type EmployeeDay,
  type EmployeeDayFacts,
  type EmployeeSlots,
  type EmployeeSlotsQuery,
  type NextAvailable,
  type WeekSchedule,
} from '@salon/contracts';
import { DomainError } from '../../common/errors/domain-error';
import { type BookedTime, BookedTimeQuery } from '../appointments';
import { type EmployeeFacts, EmployeeFactsQuery } from '../employees';
import { dateInTimeZone, SalonClock, timeInTimeZone } from '../salons';
import { ServiceFactsQuery } from '../services';

/** Without a service or a duration, slots are for a 30-minute booking. */
const DEFAULT_DURATION = 30;

type DayPlan = { facts: EmployeeDayFacts; appointments: BookedBlock[] };
/** Per employee, per date. */
type Plans = Map<number, Map<string, DayPlan>>;

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
  ) {}

  async employeeSlots(employeeId: number, query: EmployeeSlotsQuery): Promise<EmployeeSlots> {
    const employee = await this.employee(employeeId);
    const duration = await this.durationOf(query.service_id, query.duration_minutes);
    const plan = (await this.plans([employee], [query.date], query.exclude_appointment_id)).get(employeeId)!.get(query.date)!;
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
    const plan = (await this.plans([employee], [input.date], input.exclude_appointment_id)).get(employee.employee_id)!.get(input.date)!;
    const start = toMinutes(input.start_time);
    const verdict = judgeTime(plan.facts, start, duration);
    const range = { start, end: start + duration };
    return {
      ...verdict,
      message: verdict.conflict_reason ? describeConflict(verdict.conflict_reason) : null,
      end_time: range.end <= 24 * 60 ? toTime(range.end) : null,
      conflicts: plan.appointments.filter((block) => overlaps(rangeOf(block), range)),
    };
  }

  async daySchedule(date: string): Promise<DaySchedule> {
    const employees = await this.scheduled();
    const plans = await this.plans(employees, [date]);
    const rows = employees
      .map((employee) => ({ ...who(employee), day: toEmployeeDay(date, plans.get(employee.employee_id)!.get(date)!) }))
      .filter((row) => row.is_active || row.day.appointments.length > 0);
    // Those working that day first; within each group active before inactive, each by name (the queries' order).
    rows.sort((a, b) => Number(b.day.working_hours !== null) - Number(a.day.working_hours !== null));
    return { date, time_zone: await this.clock.timeZone(), employees: rows };
  }

  async weekSchedule(startDate: string): Promise<WeekSchedule> {
    const dates = Array.from({ length: 7 }, (_, index) => addDays(startDate, index));
    const employees = await this.scheduled();
    const plans = await this.plans(employees, dates);
    return {
      start_date: startDate,
      dates,
      employees: employees
        .map((employee) => ({ ...who(employee), days: dates.map((date) => toEmployeeDay(date, plans.get(employee.employee_id)!.get(date)!)) }))
        .filter((row) => row.is_active || row.days.some((day) => day.appointments.length > 0)),
    };
  }

  /** One employee's days over a range (GET /employees/{id}/availability). */
  async employeeDays(employeeId: number, dateFrom: string, dateTo: string): Promise<EmployeeDay[]> {
    const employee = await this.employee(employeeId);
    const dates: string[] = [];
    for (let date = dateFrom; date <= dateTo; date = addDays(date, 1)) dates.push(date);
    const plans = (await this.plans([employee], dates)).get(employeeId)!;
    return dates.map((date) => toEmployeeDay(date, plans.get(date)!));
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
    const plans = await this.plans(employees, [...new Set(times.map((time) => time.date))].sort());
    return times.map(({ date, start_time, duration_minutes }) =>
      employees
        .filter((employee) => judgeTime(plans.get(employee.employee_id)!.get(date)!.facts, toMinutes(start_time), duration_minutes).is_available)
        .map((employee) => employee.employee_id),
    );
  }

  /** One day's slots for several employees (POST /appointments/availability/bulk). */
  async bulkSlots(input: { date: string; service_id?: number; duration_minutes?: number; employee_ids?: number[] }) {
    const duration = await this.durationOf(input.service_id, input.duration_minutes);
    const employees = input.employee_ids
      ? await this.employeeFacts.some(input.employee_ids)
      : await this.employeeFacts.active();
    const plans = await this.plans(employees, [input.date]);
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
   * The earliest free slot for a service (or a length given) from a date on, a week at a
   * time, up to 60 days ahead; with one employee or any active one (whoever is free earliest,
   * named in the answer), optionally within a time window.
   */
  async nextAvailable(query: {
    service_id: number;
    employee_id?: number;
    duration_minutes?: number;
    from_date?: string;
    preferred_time_start?: string;
    preferred_time_end?: string;
  }): Promise<NextAvailable> {
    const duration = await this.durationOf(query.service_id, query.duration_minutes);
    const employees = query.employee_id ? [await this.employee(query.employee_id)] : await this.employeeFacts.active();
    const today = await this.clock.today();
    const from = query.from_date && query.from_date > today ? query.from_date : today;
    const earliest = query.preferred_time_start ? toMinutes(query.preferred_time_start) : 0;
    const latest = query.preferred_time_end ? toMinutes(query.preferred_time_end) : 24 * 60;
    for (let offset = 0; offset < NEXT_AVAILABLE_HORIZON_DAYS; offset += 7) {
      const dates = Array.from({ length: Math.min(7, NEXT_AVAILABLE_HORIZON_DAYS - offset) }, (_, index) => addDays(from, offset + index));
      const plans = await this.plans(employees, dates);
      for (const date of dates) {
        let best: { start: number; employee: EmployeeFacts } | null = null;
        for (const employee of employees) {
          const slot = computeSlots(plans.get(employee.employee_id)!.get(date)!.facts, duration).find(
            (candidate) => candidate.is_available && toMinutes(candidate.start_time) >= earliest && toMinutes(candidate.start_time) + duration <= latest,
          );
          if (slot && (!best || toMinutes(slot.start_time) < best.start)) best = { start: toMinutes(slot.start_time), employee };
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

  /**
   * The facts of each employee's each date, from three queries whatever the dates: the
   * bookings of those dates only (a deactivation's may be months apart), grouped once.
   */
  private async plans(employees: EmployeeFacts[], dates: string[], excludeAppointmentId?: number): Promise<Plans> {
    const ids = employees.map((employee) => employee.employee_id);
    const plans: Plans = new Map(ids.map((id) => [id, new Map()]));
    if (ids.length === 0 || dates.length === 0) return plans;
    const [week, bookings, timeZone] = await Promise.all([
      this.employeeFacts.weeks(ids),
      this.bookedTime.onDates({ employeeIds: ids, dates, excludeAppointmentId }),
      this.clock.timeZone(),
    ]);
    const weeks = groupBy(week, (row) => row.employee_id);
    const booked = groupBy(bookings, (booking) => `${booking.employee_id} ${booking.appointment_date}`);
    const instant = new Date();
    const now = { date: dateInTimeZone(instant, timeZone), time: timeInTimeZone(instant, timeZone) };
    for (const employee of employees) {
      const ownWeek = weeks.get(employee.employee_id) ?? [];
      for (const date of dates) {
        const { shift, breaks } = workingDay(ownWeek, date);
        const appointments = (booked.get(`${employee.employee_id} ${date}`) ?? []).map(toBlock);
        plans.get(employee.employee_id)!.set(date, {
          appointments,
          facts: {
            employeeActive: employee.is_active,
            shift,
            breaks,
            booked: appointments.map(rangeOf),
            notBefore: date < now.date ? 24 * 60 : date === now.date ? toMinutes(now.time) : 0,
            missing: missingWallTimes(date, timeZone),
            window: shift ?? dayOffWindow(date),
          },
        });
      }
    }
    return plans;
  }

  /** Everyone who may appear on a schedule: the active employees, then the inactive ones (kept only where they are booked). */
  private async scheduled(): Promise<EmployeeFacts[]> {
    const [active, inactive] = await Promise.all([this.employeeFacts.active(), this.employeeFacts.inactive()]);
    return [...active, ...inactive];
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
    if (!service) throw new DomainError('NOT_FOUND', 'Service not found');
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

function toEmployeeDay(date: string, plan: DayPlan): EmployeeDay {
  return {
    date,
    working_hours: rangeOfShift(plan.facts),
    breaks: plan.facts.shift ? plan.facts.breaks.map((pause) => ({ start_time: toTime(pause.start), end_time: toTime(pause.end) })) : [],
    appointments: plan.appointments,
  };
}

function describeConflict(reason: keyof typeof CONFLICT_REASON_LABELS): string {
  switch (reason) {
    case 'booked':
      return APPOINTMENT_MESSAGES.slotTaken;
    case 'past':
      return APPOINTMENT_MESSAGES.past;
    default:
      return CONFLICT_REASON_LABELS[reason];
  }
}
