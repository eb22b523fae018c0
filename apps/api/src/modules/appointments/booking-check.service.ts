import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { ClientEntity } from '../clients/client.entity';
import { EmployeeScheduleEntity } from '../employees/employee-schedule.entity';
import { EmployeeEntity } from '../employees/employee.entity';
import { SalonClock, dateInTimeZone, timeInTimeZone } from '../salons/salon-clock';
import { DEFAULT_SALON_ID } from '../salons/salon.entity';
import { ServiceEntity } from '../services/service.entity';
import { judgeBooking, workingHoursProblem, type BookingRequest } from './booking-rules';

/**
 * Reads the facts a booking is judged on and throws the refusal `judgeBooking` returns;
 * the deciding lives in booking-rules.ts, where it is unit-tested without a database.
 */
@Injectable()
export class BookingCheckService {
  constructor(private readonly clock: SalonClock) {}

  /** The booking's end time, or a 400 naming the field at fault. */
  async check(manager: EntityManager, booking: BookingRequest, { checkPast }: { checkPast: boolean }): Promise<{ end_time: string }> {
    const [timeZone, client, employee, service, week] = await Promise.all([
      this.clock.timeZone(manager),
      manager.findOne(ClientEntity, { where: { client_id: booking.client_id, salon_id: DEFAULT_SALON_ID }, select: { client_id: true } }),
      manager.findOne(EmployeeEntity, { where: { employee_id: booking.employee_id, salon_id: DEFAULT_SALON_ID }, select: { employee_id: true, first_name: true, is_active: true } }),
      manager.findOne(ServiceEntity, { where: { service_id: booking.service_id, salon_id: DEFAULT_SALON_ID }, select: { service_id: true, is_active: true } }),
      manager.find(EmployeeScheduleEntity, { where: { employee_id: booking.employee_id } }),
    ]);
    const instant = new Date();
    const verdict = judgeBooking({
      booking,
      now: { date: dateInTimeZone(instant, timeZone), time: timeInTimeZone(instant, timeZone) },
      checkPast,
      clientFound: client !== null,
      employee,
      service,
      week,
      timeZone,
    });
    if (!verdict.ok) throw new DomainError(verdict.refusal.code, verdict.refusal.message, { fieldErrors: verdict.refusal.fieldErrors });
    return { end_time: verdict.end_time };
  }

  /** Why a longer appointment would fall outside the employee's hours that day, or null when it fits. */
  async outsideWorkingHours(manager: EntityManager, employee: EmployeeEntity, date: string, start: string, end: string): Promise<string | null> {
    const [week, timeZone] = await Promise.all([manager.find(EmployeeScheduleEntity, { where: { employee_id: employee.employee_id } }), this.clock.timeZone(manager)]);
    return workingHoursProblem({ employeeName: employee.first_name, week, timeZone, date, start, end });
  }
}
