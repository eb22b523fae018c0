import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BookedBlock } from '@salon/contracts';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { AppointmentEntity } from './appointment.entity';

/** A booking holding an employee's time on a date, as the schedule views show it. */
export type BookedTime = BookedBlock & { employee_id: number; appointment_date: string };

export type BookedTimeRange = { employeeIds: number[]; from: string; to: string; excludeAppointmentId?: number };

/**
 * The appointments module's answer to "when is this employee busy", for availability.
 * Availability depends on appointments and never the other way round, so the two modules
 * form no cycle: bookings are the source, free time is derived from them.
 */
@Injectable()
export class BookedTimeQuery {
  constructor(@InjectRepository(AppointmentEntity) private readonly appointments: Repository<AppointmentEntity>) {}

  /** Appointments holding time (not cancelled, not no-shows) of these employees between two dates, by date and start. */
  async between({ employeeIds, from, to, excludeAppointmentId }: BookedTimeRange, manager: EntityManager = this.appointments.manager): Promise<BookedTime[]> {
    if (employeeIds.length === 0) return [];
    const query = manager
      .createQueryBuilder(AppointmentEntity, 'appointment')
      .innerJoin('appointment.client', 'client')
      .addSelect(['client.first_name', 'client.last_name'])
      .innerJoin('appointment.service', 'service')
      .addSelect(['service.name'])
      .innerJoinAndSelect('appointment.status', 'status')
      .where('appointment.employee_id IN (:...employeeIds)', { employeeIds })
      .andWhere('appointment.appointment_date BETWEEN :from AND :to', { from, to })
      .andWhere('appointment.holds_slot')
      .orderBy('appointment.appointment_date')
      .addOrderBy('appointment.start_time');
    if (excludeAppointmentId) query.andWhere(new Brackets((where) => where.where('appointment.appointment_id <> :excluded', { excluded: excludeAppointmentId })));
    const rows = await query.getMany();
    return rows.map((appointment) => ({
      employee_id: appointment.employee_id,
      appointment_date: appointment.appointment_date,
      appointment_id: appointment.appointment_id,
      start_time: appointment.start_time,
      end_time: appointment.end_time,
      status: appointment.status!.name,
      client_name: `${appointment.client!.first_name} ${appointment.client!.last_name}`,
      service_name: appointment.service!.name,
    }));
  }
}
