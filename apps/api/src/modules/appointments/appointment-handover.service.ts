import { Injectable } from '@nestjs/common';
import { APPOINTMENT_STATUS, type AffectedAppointment } from '@salon/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ClientFactsQuery } from '../clients';
import { EmployeeFactsQuery } from '../employees';
import { OutboxService } from '../outbox';
import { SalonClock } from '../salons';
import { AppointmentTransitionsService } from './appointment-transitions.service';
import { AppointmentServiceEntity } from './appointment-service.entity';
import { AppointmentEntity } from './appointment.entity';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService, translateSlotTaken } from './appointments.service';
import { BookingCheckService } from './booking-check.service';

/** Whose appointments: one employee's (only these ids, when given) or one service's. */
export type UpcomingFilter = { employeeId: number; appointmentIds?: number[] } | { serviceId: number };

/**
 * What deactivating an employee or a service asks of their appointments still to come:
 * which they are, and moving one to a colleague or cancelling it, each in the caller's
 * transaction so the deactivation happens whole or not at all (issue 12).
 */
@Injectable()
export class AppointmentHandoverService {
  constructor(
    private readonly repository: AppointmentsRepository,
    private readonly appointments: AppointmentsService,
    private readonly transitions: AppointmentTransitionsService,
    private readonly bookingCheck: BookingCheckService,
    private readonly clock: SalonClock,
    private readonly clients: ClientFactsQuery,
    private readonly employees: EmployeeFactsQuery,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * The appointments from the salon's now on that are still going to happen (holding time,
   * not completed) of one employee (optionally only some of them) or with one service, by
   * date and time. An employee's include those where they perform an extra service; a
   * service's, those with it as an extra. `forUpdate` (in a transaction): the appointments are
   * locked as they are read, so none changes until the transaction ends; one being changed is
   * waited for and read as it then is.
   */
  async upcoming(filter: UpcomingFilter, manager?: EntityManager, { forUpdate = false } = {}): Promise<AffectedAppointment[]> {
    if ('appointmentIds' in filter && filter.appointmentIds?.length === 0) return [];
    const query = await this.upcomingQuery(filter, manager);
    if (forUpdate) query.setLock('pessimistic_write', undefined, ['appointment']);
    return (await query.getMany()).map(toAffected);
  }

  /** The soonest `limit` of them and how many there are in all, for a confirmation to show. */
  async upcomingPage(filter: UpcomingFilter, limit: number): Promise<{ appointments: AffectedAppointment[]; total: number }> {
    const [rows, total] = await (await this.upcomingQuery(filter)).limit(limit).getManyAndCount();
    return { appointments: rows.map(toAffected), total };
  }

  /**
   * Whether the appointment, locked now, is still the one listed: at the same time, holding
   * it, not completed, and the employee still performs it or one of its extras. A change made
   * since the list was read (cancelled, moved, handed to someone else) makes it false.
   */
  async stillAffected(manager: EntityManager, listed: AffectedAppointment, employeeId: number): Promise<boolean> {
    const { appointment, status } = await this.repository.lock(manager, listed.appointment_id);
    const sameTime = appointment.appointment_date === listed.appointment_date && appointment.start_time === listed.start_time && appointment.end_time === listed.end_time;
    if (!sameTime || !appointment.holds_slot || status.name === APPOINTMENT_STATUS.completed) return false;
    return appointment.employee_id === employeeId || manager.exists(AppointmentServiceEntity, { where: { appointment_id: appointment.appointment_id, employee_id: employeeId } });
  }

  /**
   * Gives what the leaving employee does in the appointment to a colleague: the appointment
   * itself with the booking's own checks (active, working then and not on a break;
   * PostgreSQL refuses an overlap, SLOT_TAKEN), and the extra services they perform (the
   * colleague active). A service retired after the booking stays with the appointment. One
   * history entry records both; the client is told who will see them.
   */
  async reassign(manager: EntityManager, actor: AuthUser, appointmentId: number, { from, to }: { from: number; to: number }, reason: string): Promise<void> {
    const { appointment: current } = await this.repository.lock(manager, appointmentId);
    const movesBooking = current.employee_id === from;
    if (movesBooking) {
      // Into the colleague's book as an ordinary booking: a handover never double-books on purpose.
      await this.bookingCheck.check(manager, { ...current, employee_id: to }, { checkPast: false, serviceAlreadyBooked: true, newPlace: true, appointmentId });
      try {
        await manager.update(AppointmentEntity, { appointment_id: appointmentId }, { employee_id: to, allows_overlap: false });
      } catch (error) {
        throw translateSlotTaken(error);
      }
    } else await this.bookingCheck.bookableEmployee(manager, to);
    const { affected: extrasMoved } = await manager.update(AppointmentServiceEntity, { appointment_id: appointmentId, employee_id: from }, { employee_id: to });
    const change = (employeeId: number) => ({
      ...(movesBooking ? { employee_id: employeeId } : {}),
      ...(extrasMoved ? { extra_services_employee_id: employeeId } : {}),
    });
    await this.appointments.record(manager, actor, appointmentId, 'reassigned', reason, change(from), change(to));
    await this.tellClientOfNewEmployee(manager, current, to, movesBooking ? 'will look after you' : 'will do your extra services');
  }

  /** How many there are. */
  async upcomingCount(filter: UpcomingFilter, manager?: EntityManager): Promise<number> {
    return (await this.upcomingQuery(filter, manager)).getCount();
  }

  private async upcomingQuery(filter: UpcomingFilter, manager?: EntityManager): Promise<SelectQueryBuilder<AppointmentEntity>> {
    const now = await this.clock.now(manager);
    const query = this.repository
      .joined(manager)
      .andWhere('appointment.holds_slot')
      .andWhere('status.name <> :completed', { completed: APPOINTMENT_STATUS.completed })
      .andWhere('(appointment.appointment_date > :today OR (appointment.appointment_date = :today AND appointment.start_time >= :time))', { today: now.date, time: now.time })
      .orderBy('appointment.appointment_date')
      .addOrderBy('appointment.start_time')
      .addOrderBy('appointment.appointment_id');
    if ('serviceId' in filter) return query.andWhere(bookedOrExtra('service_id', ':serviceId'), { serviceId: filter.serviceId });
    query.andWhere(bookedOrExtra('employee_id', ':employeeId'), { employeeId: filter.employeeId });
    if (filter.appointmentIds) query.andWhere('appointment.appointment_id IN (:...appointmentIds)', { appointmentIds: filter.appointmentIds });
    return query;
  }

  /** The cancel action itself: its rules, the reason in the history and the notice to the client through the outbox. */
  async cancel(manager: EntityManager, actor: AuthUser, appointmentId: number, reason: string): Promise<void> {
    await this.transitions.run(actor, appointmentId, 'cancel', { reason, send_notification: true }, manager);
  }

  /** The notice goes to the outbox with the change, so it is sent exactly when the change stands. */
  private async tellClientOfNewEmployee(manager: EntityManager, appointment: AppointmentEntity, employeeId: number, role: string): Promise<void> {
    const [client, employee] = await Promise.all([this.clients.contact(appointment.client_id, manager), this.employees.one(employeeId, manager)]);
    if (!client?.email || !employee) return;
    await this.outbox.enqueue(manager, {
      channel: 'email',
      recipient: client.email,
      subject: 'A change of staff for your appointment',
      body: `Hello ${client.first_name},\n\nyour appointment on ${appointment.appointment_date} at ${appointment.start_time} stays as booked; ${employee.first_name} ${employee.last_name} ${role}.\nCall us if you would rather choose another time.\n`,
    });
  }
}

/**
 * The appointment's own column matches (from today on, so the (column, date) indexes serve
 * it), or one of its extra services' does.
 */
const bookedOrExtra = (column: 'employee_id' | 'service_id', parameter: string) =>
  `appointment.appointment_id IN (SELECT booked.appointment_id FROM appointments booked WHERE booked.${column} = ${parameter} AND booked.appointment_date >= :today
     UNION ALL SELECT extra.appointment_id FROM appointment_services extra WHERE extra.${column} = ${parameter})`;

function toAffected(appointment: AppointmentEntity): AffectedAppointment {
  return {
    appointment_id: appointment.appointment_id,
    appointment_date: appointment.appointment_date,
    start_time: appointment.start_time,
    end_time: appointment.end_time,
    status: appointment.status!.name,
    client_name: `${appointment.client!.first_name} ${appointment.client!.last_name}`,
    service_id: appointment.service_id,
    service_name: appointment.service!.name,
    employee_id: appointment.employee_id,
    employee_name: `${appointment.employee!.first_name} ${appointment.employee!.last_name}`,
  };
}
