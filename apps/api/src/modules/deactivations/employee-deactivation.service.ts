import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEACTIVATION_LIST_LIMIT,
  DEACTIVATION_MESSAGES,
  toMinutes,
  unhandledAppointments,
  type AffectedAppointment,
  type AppointmentHandling,
  type Employee,
  type EmployeeDeactivation,
  type EmployeeDeactivationImpact,
  type HandOverResult,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentHandoverService } from '../appointments';
import { AvailabilityService } from '../availability';
import { type EmployeeFacts, EmployeeFactsQuery, EmployeesService } from '../employees';

const employeeNotFound = () => new DomainError('NOT_FOUND', 'Employee not found');

/**
 * An employee is made inactive only with each of their appointments still to come handed to
 * a free colleague or cancelled with notice, in one transaction (issue 12).
 */
@Injectable()
export class EmployeeDeactivationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly employees: EmployeesService,
    private readonly employeeFacts: EmployeeFactsQuery,
    private readonly handover: AppointmentHandoverService,
    private readonly availability: AvailabilityService,
  ) {}

  /** Their soonest future appointments (DEACTIVATION_LIST_LIMIT), each with the active colleagues free for the whole of it, and how many in all. */
  async impact(employeeId: number): Promise<EmployeeDeactivationImpact> {
    if (!(await this.employeeFacts.exists(employeeId))) throw employeeNotFound();
    const { appointments, total } = await this.handover.upcomingPage({ employeeId }, DEACTIVATION_LIST_LIMIT);
    const [free, colleagues] = await Promise.all([
      this.availability.freeEmployeesAt(appointments.map(({ appointment_date, start_time, end_time }) => ({ date: appointment_date, start_time, duration_minutes: toMinutes(end_time) - toMinutes(start_time) }))),
      this.employeeFacts.active(),
    ]);
    const byId = new Map(colleagues.map(({ employee_id, first_name, last_name }) => [employee_id, { employee_id, first_name, last_name }]));
    return {
      employee_id: employeeId,
      appointments: appointments.map((appointment, index) => ({
        ...appointment,
        free_colleagues: colleaguesFor(appointment, free[index], employeeId).flatMap((id) => byId.get(id) ?? []),
      })),
      total,
    };
  }

  /** The 409 of the edit form's deactivation while the employee still has appointments to come (in its transaction, the employee locked). */
  async refuseWhileBooked(employeeId: number, manager: EntityManager): Promise<void> {
    const upcoming = await this.handover.upcoming({ employeeId }, manager);
    if (upcoming.length) throw hasAppointments(upcoming);
  }

  async deactivate(employeeId: number, input: EmployeeDeactivation, actor: AuthUser): Promise<Employee> {
    await retryingTransaction(this.dataSource, async (manager) => {
      const employee = await this.employeeFacts.one(employeeId, manager);
      if (!employee) throw employeeNotFound();
      // The row is locked before the appointments are read, so a second deactivation waits for this one.
      await this.employees.deactivateIn(manager, employeeId);
      // Locked as read: an appointment being changed is waited for, and none changes until this ends.
      const upcoming = await this.handover.upcoming({ employeeId }, manager, { forUpdate: true });
      const unhandled = unhandledAppointments(upcoming, input.appointments);
      if (unhandled.length) throw hasAppointments(unhandled);
      await this.handleAll(manager, actor, employee, upcoming, input);
    });
    return this.employees.get(employeeId, actor);
  }

  /**
   * Some of their appointments handled, all or nothing, the employee staying as they are: the
   * batches of one with more than a deactivation takes at once (or of one inactive already).
   */
  async handOver(employeeId: number, input: EmployeeDeactivation, actor: AuthUser): Promise<HandOverResult> {
    await retryingTransaction(this.dataSource, async (manager) => {
      const employee = await this.employeeFacts.one(employeeId, manager);
      if (!employee) throw employeeNotFound();
      const appointmentIds = input.appointments.map((handling) => handling.appointment_id);
      const listed = await this.handover.upcoming({ employeeId, appointmentIds }, manager, { forUpdate: true });
      await this.handleAll(manager, actor, employee, listed, input);
    });
    return { employee_id: employeeId, remaining: await this.handover.upcomingCount({ employeeId }) };
  }

  /** Each handling in turn, on an appointment read locked and checked again under its lock. */
  private async handleAll(manager: EntityManager, actor: AuthUser, employee: EmployeeFacts, upcoming: AffectedAppointment[], input: EmployeeDeactivation): Promise<void> {
    const byId = new Map(upcoming.map((appointment) => [appointment.appointment_id, appointment]));
    const leaving = { employeeId: employee.employee_id, name: `${employee.first_name} ${employee.last_name}` };
    for (const [index, handling] of input.appointments.entries()) {
      const appointment = byId.get(handling.appointment_id);
      if (!appointment || !(await this.handover.stillAffected(manager, appointment, employee.employee_id))) throw notAffected(index);
      await this.handle(manager, actor, appointment, handling, index, leaving);
    }
  }

  private async handle(
    manager: EntityManager,
    actor: AuthUser,
    appointment: AffectedAppointment,
    handling: AppointmentHandling,
    index: number,
    leaving: { employeeId: number; name: string },
  ): Promise<void> {
    if (handling.action === 'cancel') {
      await this.handover.cancel(manager, actor, appointment.appointment_id, handling.reason ?? DEACTIVATION_MESSAGES.defaultCancelReason);
      return;
    }
    const colleagueId = handling.employee_id!;
    const field = `appointments.${index}.employee_id`;
    if (colleagueId === leaving.employeeId) {
      throw new DomainError('VALIDATION_FAILED', DEACTIVATION_MESSAGES.colleagueRequired, { fieldErrors: { [field]: [DEACTIVATION_MESSAGES.colleagueRequired] } });
    }
    // Named first: after an overlap PostgreSQL refuses every further statement of the transaction.
    const colleague = await this.employeeFacts.one(colleagueId, manager);
    const who = colleague ? `${colleague.first_name} ${colleague.last_name}` : 'That colleague';
    try {
      await this.handover.reassign(manager, actor, appointment.appointment_id, { from: leaving.employeeId, to: colleagueId }, `${leaving.name} was deactivated`);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const why = firstReason(error);
      throw new DomainError('CONFLICT', DEACTIVATION_MESSAGES.colleagueNotFree(who, appointment, why), { fieldErrors: { [field]: [why] } });
    }
  }
}

/**
 * Who is free for the whole appointment, but never the leaving employee; when they only do an
 * extra service in it, the appointment's own employee (busy with it, so not free) comes first.
 */
function colleaguesFor(appointment: AffectedAppointment, free: number[], leavingId: number): number[] {
  const others = free.filter((id) => id !== leavingId && id !== appointment.employee_id);
  return appointment.employee_id === leavingId ? others : [appointment.employee_id, ...others];
}

function hasAppointments(unhandled: AffectedAppointment[]): DomainError {
  return new DomainError('CONFLICT', DEACTIVATION_MESSAGES.employeeHasAppointments(unhandled.length), {
    appointment_ids: unhandled.map((appointment) => appointment.appointment_id),
  });
}

function notAffected(index: number): DomainError {
  return new DomainError('CONFLICT', DEACTIVATION_MESSAGES.notAffected, { fieldErrors: { [`appointments.${index}.appointment_id`]: [DEACTIVATION_MESSAGES.notAffected] } });
}

/** The refusal in a person's words: the field's own message when the booking check named one. */
function firstReason(error: DomainError): string {
  const fieldErrors = error.details?.fieldErrors;
  return (fieldErrors && Object.values(fieldErrors).flat()[0]) ?? error.message;
}
