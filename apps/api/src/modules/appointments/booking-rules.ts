import { Injectable } from '@nestjs/common';
import {
  APPOINTMENT_MESSAGES,
  MESSAGES,
  WEEK_DAYS,
  contains,
  dayOfWeek,
  endTimeOf,
  missingWallTimes,
  overlaps,
  toMinutes,
  toTime,
  workingDay,
  type FieldErrors,
} from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { ClientEntity } from '../clients/client.entity';
import { EmployeeScheduleEntity } from '../employees/employee-schedule.entity';
import { EmployeeEntity } from '../employees/employee.entity';
import { SalonClock } from '../salons/salon-clock';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { ServiceEntity } from '../services/service.entity';

export type BookingRequest = {
  client_id: number;
  employee_id: number;
  service_id: number;
  appointment_date: string;
  start_time: string;
  duration_minutes: number;
};


const fail = (fieldErrors: FieldErrors) => new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors });

/**
 * What a booking must satisfy besides a free slot (DECISIONS §5): not in the salon's past,
 * a client, an active employee and an active service that exist, and the employee's
 * working hours. Each refusal names its field, so the form shows it in place.
 */
@Injectable()
export class BookingRules {
  constructor(private readonly clock: SalonClock) {}

  async check(manager: EntityManager, booking: BookingRequest, { checkPast }: { checkPast: boolean }): Promise<{ end_time: string }> {
    const end_time = endTimeOf(booking.start_time, booking.duration_minutes);
    if (end_time === null) throw fail({ duration_minutes: [APPOINTMENT_MESSAGES.endsAfterMidnight] });
    if (checkPast) {
      const now = await this.clock.now(manager);
      if (booking.appointment_date < now.date || (booking.appointment_date === now.date && booking.start_time < now.time)) {
        throw fail({ appointment_date: [APPOINTMENT_MESSAGES.past] });
      }
    }
    const [client, employee, service] = await Promise.all([
      manager.findOne(ClientEntity, { where: { client_id: booking.client_id, salon_id: DEFAULT_SALON_ID }, select: { client_id: true } }),
      manager.findOne(EmployeeEntity, { where: { employee_id: booking.employee_id, salon_id: DEFAULT_SALON_ID } }),
      manager.findOne(ServiceEntity, { where: { service_id: booking.service_id, salon_id: DEFAULT_SALON_ID }, select: { service_id: true, is_active: true } }),
    ]);
    const errors: FieldErrors = {};
    if (!client) errors.client_id = ['Client not found'];
    if (!employee) errors.employee_id = ['Employee not found'];
    else if (!employee.is_active) errors.employee_id = ['This employee is inactive and cannot be booked'];
    if (!service) errors.service_id = ['Service not found'];
    else if (!service.is_active) errors.service_id = ['This service is inactive and cannot be booked'];
    if (Object.keys(errors).length) throw fail(errors);

    const hoursProblem = await this.outsideWorkingHours(manager, employee as EmployeeEntity, booking.appointment_date, booking.start_time, end_time);
    if (hoursProblem) throw fail({ start_time: [hoursProblem] });
    return { end_time };
  }

  /** Why the time falls outside the employee's hours that day, or null when it fits. */
  async outsideWorkingHours(manager: EntityManager, employee: EmployeeEntity, date: string, start: string, end: string): Promise<string | null> {
    const week = await manager.find(EmployeeScheduleEntity, { where: { employee_id: employee.employee_id } });
    const { shift, breaks } = workingDay(week, date);
    const name = employee.first_name;
    const weekday = WEEK_DAYS[dayOfWeek(date)];
    if (!shift) return week.length ? `${name} does not work on ${weekday}s` : `The salon is closed on ${weekday}s`;
    const range = { start: toMinutes(start), end: toMinutes(end) };
    if (!contains(shift, range)) return `${name} works ${toTime(shift.start)}–${toTime(shift.end)} on ${weekday}s`;
    const pause = breaks.find((candidate) => overlaps(candidate, range));
    if (pause) return `${name} is on a break ${toTime(pause.start)}–${toTime(pause.end)}`;
    if (missingWallTimes(date, await this.clock.timeZone(manager)).some((gap) => overlaps(gap, range))) {
      return 'That time does not exist on this day: the clocks go forward';
    }
    return null;
  }
}
