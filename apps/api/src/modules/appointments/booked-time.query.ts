import { Injectable } from '@nestjs/common';
import type { BookedBlock } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { AppointmentsRepository, type BookedDates } from './appointments.repository';

/** A booking holding an employee's time on a date, as the schedule views show it. */
export type BookedTime = BookedBlock & { employee_id: number; appointment_date: string };

/**
 * The appointments module's answer to "when is this employee busy", for availability.
 * Availability depends on appointments and never the other way round, so the two modules
 * form no cycle: bookings are the source, free time is derived from them.
 */
@Injectable()
export class BookedTimeQuery {
  constructor(private readonly repository: AppointmentsRepository) {}

  /** Appointments holding time (not cancelled, not no-shows) of these employees on these dates, by date and start. */
  async onDates(range: BookedDates, manager?: EntityManager): Promise<BookedTime[]> {
    if (range.employeeIds.length === 0 || range.dates.length === 0) return [];
    const rows = await this.repository.booked(range, manager);
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
