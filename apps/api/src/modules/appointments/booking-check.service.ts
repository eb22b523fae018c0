import { Injectable } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, MESSAGES } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { type EmployeeFacts, EmployeeFactsQuery } from '../employees';
import { dateInTimeZone, SalonClock, timeInTimeZone } from '../salons';
import { judgeBooking, workingHoursProblem, type BookingRequest } from './booking-rules';
import { BookingRepository } from './booking.repository';

/**
 * Reads the facts a booking is judged on and throws the refusal `judgeBooking` returns;
 * the deciding lives in booking-rules.ts, where it is unit-tested without a database.
 */
@Injectable()
export class BookingCheckService {
  constructor(
    private readonly clock: SalonClock,
    private readonly employees: EmployeeFactsQuery,
    private readonly bookings: BookingRepository,
  ) {}

  /**
   * The booking's end time, or a 400 naming the field at fault. `serviceAlreadyBooked`: the
   * appointment has the service already, so a service retired since does not refuse it (a handover).
   */
  async check(
    manager: EntityManager,
    booking: BookingRequest,
    { checkPast, serviceAlreadyBooked = false }: { checkPast: boolean; serviceAlreadyBooked?: boolean },
  ): Promise<{ end_time: string }> {
    // The employee's row is share-locked: a deactivation under way finishes first, and then this booking sees it.
    const { timeZone, clientFound, employee, service, week } = await this.bookings.read(manager, booking);
    const instant = new Date();
    const verdict = judgeBooking({
      booking,
      now: { date: dateInTimeZone(instant, timeZone), time: timeInTimeZone(instant, timeZone) },
      checkPast,
      clientFound,
      employee,
      service: service && serviceAlreadyBooked ? { ...service, is_active: true } : service,
      week,
      timeZone,
    });
    if (!verdict.ok) throw new DomainError(verdict.refusal.code, verdict.refusal.message, { fieldErrors: verdict.refusal.fieldErrors });
    return { end_time: verdict.end_time };
  }

  /**
   * The employee who is to perform an extra service or take over an appointment's extras:
   * share-locked like a booking's, so a deactivation under way finishes first and is then
   * seen; a 400 on `employee_id` when unknown or inactive.
   */
  async bookableEmployee(manager: EntityManager, employeeId: number): Promise<EmployeeFacts> {
    const employee = await this.employees.one(employeeId, manager, { forShare: true });
    const problem = !employee ? 'Employee not found' : !employee.is_active ? APPOINTMENT_MESSAGES.employeeInactive : null;
    if (problem) throw new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { employee_id: [problem] } });
    return employee!;
  }

  /** Why a longer appointment would fall outside the employee's hours that day, or null when it fits. */
  async outsideWorkingHours(manager: EntityManager, employeeId: number, date: string, start: string, end: string): Promise<string | null> {
    const [employee, week, timeZone] = await Promise.all([this.employees.one(employeeId, manager), this.employees.weeks([employeeId], manager), this.clock.timeZone(manager)]);
    if (!employee) throw new DomainError('NOT_FOUND', 'Employee not found');
    return workingHoursProblem({ employeeName: employee.first_name, week, timeZone, date, start, end });
  }
}
