import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, addDays, type Appointment, type appointmentsOfQuerySchema } from '@salon/contracts';
import type { z } from 'zod';
import { DomainError } from '../../common/errors/domain-error';
import { ClientFactsQuery } from '../clients';
import { EmployeeFactsQuery } from '../employees';
import { SalonClock } from '../salons';
import { ServiceFactsQuery } from '../services';
import { AppointmentQueriesRepository, type OwnerColumn } from './appointment-queries.repository';
import { toAppointment } from './appointments.mapper';

type Owner = 'client' | 'employee' | 'service';
type OwnerQuery = z.output<typeof appointmentsOfQuerySchema>;

/** Reminder timing until the settings screen makes it editable: 24 and 2 hours before (spec part 2 §9). */
export const REMINDER_HOURS = { first: 24, second: 2 } as const;

const OPEN_STATUSES = [APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed, APPOINTMENT_STATUS.inProgress];
const OWNERS: Record<Owner, { column: OwnerColumn; missing: string }> = {
  client: { column: 'client_id', missing: 'Client not found' },
  employee: { column: 'employee_id', missing: 'Employee not found' },
  service: { column: 'service_id', missing: 'Service not found' },
};

/** The read-only views of the book: search, one person's appointments, and the day's work queues, on the salon's clock. */
@Injectable()
export class AppointmentQueriesService {
  constructor(
    private readonly repository: AppointmentQueriesRepository,
    private readonly clock: SalonClock,
    private readonly clients: ClientFactsQuery,
    private readonly employees: EmployeeFactsQuery,
    private readonly services: ServiceFactsQuery,
  ) {}

  async search(q: string, limit: number): Promise<Appointment[]> {
    if (!q) return [];
    return (await this.repository.search(q, limit, await this.clock.today())).map(toAppointment);
  }

  async of(owner: Owner, id: number, query: OwnerQuery): Promise<{ rows: Appointment[]; count: number }> {
    const { column, missing } = OWNERS[owner];
    const owners = { client: this.clients, employee: this.employees, service: this.services };
    if (!(await owners[owner].exists(id))) throw new DomainError('NOT_FOUND', missing);
    const [rows, count] = await this.repository.of(column, id, query);
    return { rows: rows.map(toAppointment), count };
  }

  /** The salon's today, every status, by start time. */
  async today(employeeId?: number): Promise<Appointment[]> {
    return (await this.repository.onDate(await this.clock.today(), employeeId)).map(toAppointment);
  }

  /** From now until the end of the day `days` ahead, holding time (not cancelled, not no-shows). */
  async upcoming(days: number, employeeId?: number): Promise<Appointment[]> {
    const now = await this.clock.now();
    return (await this.repository.holdingTimeUntil(now, addDays(now.date, days), employeeId)).map(toAppointment);
  }

  /** Over but never finished: still pending, confirmed or in progress after their end time. */
  async overdue(): Promise<Appointment[]> {
    return (await this.repository.endedIn(OPEN_STATUSES, await this.clock.now())).map(toAppointment);
  }

  /** Pending, still to come, and the client not yet asked to confirm. */
  async needsConfirmation(): Promise<Appointment[]> {
    return (await this.repository.unconfirmed(APPOINTMENT_STATUS.pending, await this.clock.now())).map(toAppointment);
  }

  /** Due a reminder now: the first within 24 hours of the start, the second within 2 hours (unless the first went out that late). */
  async needsReminders(at = new Date()): Promise<Appointment[]> {
    const window = { at, timeZone: await this.clock.timeZone(), firstHours: REMINDER_HOURS.first, secondHours: REMINDER_HOURS.second };
    return (await this.repository.dueReminders([APPOINTMENT_STATUS.pending, APPOINTMENT_STATUS.confirmed], window)).map(toAppointment);
  }
}
