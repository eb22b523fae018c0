import { Injectable } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, MESSAGES, OPEN_BOOKING_WINDOW, bookingWindowOf, type SalonSettings } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { type EmployeeFacts, EmployeeFactsQuery } from '../employees';
import { dateInTimeZone, SalonClock, timeInTimeZone } from '../salons';
import { SettingsService } from '../settings';
import { judgeBooking, workingHoursProblem, type BookingRequest } from './booking-rules';
import { BookingRepository } from './booking.repository';

export type BookingRules = SalonSettings['appointments']['bookingRules'];

/**
 * How a booking is checked. `checkPast`: its time is being chosen now, so the salon's past and
 * booking window apply (an edit that keeps its time skips them). `walkIn`: seated at once, so
 * the minimum advance hours do not apply. `newPlace`: it takes a new time or employee (default:
 * `checkPast`). `overlapRequested`: the desk's explicit "book anyway" (`allow_overlap`), which
 * lets a booking at a new place overlap on purpose while the salon allows double booking;
 * without it, it may not land on any booking, one made to overlap included.
 * `appointmentId`: the appointment being moved, never in its own way.
 */
export type CheckOptions = {
  checkPast: boolean;
  serviceAlreadyBooked?: boolean;
  walkIn?: boolean;
  newPlace?: boolean;
  overlapRequested?: boolean;
  appointmentId?: number;
};

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
    private readonly settings: SettingsService,
  ) {}

  /**
   * The booking's end time, the salon's settings it was judged by (read once: the confirmation
   * that follows a booking goes by them too) and whether it overlaps on purpose (to be marked
   * `allows_overlap`), or a 400 naming the field at fault.
   * `serviceAlreadyBooked`: the appointment has the service already, so a service retired
   * since does not refuse it (a handover).
   */
  async check(
    manager: EntityManager,
    booking: BookingRequest,
    { checkPast, serviceAlreadyBooked = false, walkIn = false, newPlace = checkPast, overlapRequested = false, appointmentId }: CheckOptions,
  ): Promise<{ end_time: string; settings: SalonSettings; overlap: boolean }> {
    // The employee's row is share-locked: a deactivation under way finishes first, and then this booking sees it.
    const { stored, timeZone, clientFound, employee, service, week } = await this.bookings.read(manager, booking);
    const settings = this.settings.fromStored(stored);
    const rules = settings.appointments.bookingRules;
    const window = bookingWindowOf(rules);
    const instant = new Date();
    const verdict = judgeBooking({
      booking,
      now: { date: dateInTimeZone(instant, timeZone), time: timeInTimeZone(instant, timeZone) },
      checkPast,
      clientFound,
      employee,
      service: service && serviceAlreadyBooked ? { ...service, is_active: true } : service,
      week,
      salonHours: settings.general.businessHours,
      timeZone,
      window: walkIn ? { ...window, minAdvanceHours: 0 } : checkPast ? window : OPEN_BOOKING_WINDOW,
      keepsPlace: !newPlace,
    });
    if (!verdict.ok) throw new DomainError(verdict.refusal.code, verdict.refusal.message, { fieldErrors: verdict.refusal.fieldErrors });
    // Double booking only on purpose (DECISIONS §8): the desk asks, and the salon allows it.
    const overlap = newPlace && overlapRequested;
    if (overlap && !rules.allowDoubleBooking) throw doubleBookingOff();
    // The constraint leaves bookings made to overlap out; a booking not made to overlap may not land on them either.
    if (newPlace && !overlap) {
      const span = { employeeId: booking.employee_id, date: booking.appointment_date, start: booking.start_time, end: verdict.end_time, appointmentId };
      if (await this.bookings.heldOnPurpose(manager, span)) throw slotTaken();
    }
    return { end_time: verdict.end_time, settings, overlap };
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
    const [employee, week, timeZone, settings] = await Promise.all([
      this.employees.one(employeeId, manager),
      this.employees.weeks([employeeId], manager),
      this.clock.timeZone(manager),
      this.settings.current(manager),
    ]);
    if (!employee) throw new DomainError('NOT_FOUND', 'Employee not found');
    return workingHoursProblem({ employeeName: employee.first_name, week, salonHours: settings.general.businessHours, timeZone, date, start, end });
  }
}

/** The same 409 the no-overlap constraint's refusal becomes (appointments.service.ts). */
/** "Book anyway" while the salon's setting is off (it may have been turned off since the form loaded). */
const doubleBookingOff = () =>
  new DomainError('CONFLICT', APPOINTMENT_MESSAGES.doubleBookingOff, { fieldErrors: { start_time: [APPOINTMENT_MESSAGES.doubleBookingOff] } });

export const slotTaken = () => new DomainError('SLOT_TAKEN', APPOINTMENT_MESSAGES.slotTaken, { fieldErrors: { start_time: [APPOINTMENT_MESSAGES.slotTaken] } });
