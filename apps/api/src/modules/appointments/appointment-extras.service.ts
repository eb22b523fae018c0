import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPOINTMENT_MESSAGES,
  DURATION_MAX_MINUTES,
  MESSAGES,
  canTakeAction,
  endTimeOf,
  fromCents,
  refusalMessage,
  toCents,
  type AppointmentService,
  type AppointmentServiceCreate,
  type AppointmentServiceUpdate,
  type FieldErrors,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isExclusionViolation } from '../../common/database/constraint-errors';
import { DomainError } from '../../common/errors/domain-error';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { type ServiceFacts, ServiceFactsQuery } from '../services';
import { AppointmentServiceEntity } from './appointment-service.entity';
import { AppointmentEntity, NO_OVERLAP_CONSTRAINT } from './appointment.entity';
import { toAppointmentService } from './appointments.mapper';
import { AppointmentsRepository } from './appointments.repository';
import { AppointmentsService } from './appointments.service';
import { BookingCheckService } from './booking-check.service';

const fail = (fieldErrors: FieldErrors) => new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors });
const extraNotFound = () => new DomainError('NOT_FOUND', 'Service not found on this appointment');

/**
 * Extra services on an appointment. The appointment's duration and price include its
 * extras, so each change here moves its end time and total in the same transaction, and
 * the longer time range is guarded by the same no-overlap constraint as any booking.
 */
@Injectable()
export class AppointmentExtrasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appointments: AppointmentsService,
    private readonly repository: AppointmentsRepository,
    private readonly bookingCheck: BookingCheckService,
    private readonly serviceFacts: ServiceFactsQuery,
  ) {}

  async list(appointmentId: number): Promise<AppointmentService[]> {
    await this.appointments.get(appointmentId);
    return (await this.extrasOf(this.dataSource.manager, appointmentId)).map(toAppointmentService);
  }

  async add(actor: AuthUser, appointmentId: number, input: AppointmentServiceCreate): Promise<AppointmentService> {
    return this.changeTotals(async (manager) => {
      const appointment = await this.lockOpen(manager, appointmentId);
      const service = await this.activeService(manager, input.service_id);
      const employeeId = input.employee_id ?? appointment.employee_id;
      await this.bookingCheck.bookableEmployee(manager, employeeId);
      const duration = input.duration_minutes ?? service.duration_minutes;
      const price = input.price ?? service.base_price;
      const { identifiers } = await manager.insert(AppointmentServiceEntity, {
        appointment_id: appointmentId,
        service_id: service.service_id,
        employee_id: employeeId,
        duration_minutes: duration,
        price,
        start_time_offset: input.start_time_offset ?? appointment.duration_minutes,
        notes: input.notes ?? null,
      });
      await this.resize(manager, actor, appointment, duration, price, 'service_added', { service: service.name, duration_minutes: duration, price });
      return this.one(manager, appointmentId, identifiers[0].appointment_service_id as number);
    });
  }

  async update(actor: AuthUser, appointmentId: number, extraId: number, input: AppointmentServiceUpdate): Promise<AppointmentService> {
    return this.changeTotals(async (manager) => {
      const appointment = await this.lockOpen(manager, appointmentId);
      const extra = await this.extra(manager, appointmentId, extraId);
      if (input.employee_id) await this.bookingCheck.bookableEmployee(manager, input.employee_id);
      const changes = {
        employee_id: input.employee_id ?? extra.employee_id,
        duration_minutes: input.duration_minutes ?? extra.duration_minutes,
        price: input.price ?? extra.price,
        start_time_offset: input.start_time_offset ?? extra.start_time_offset,
        notes: input.notes === undefined ? extra.notes : input.notes,
      };
      await manager.update(AppointmentServiceEntity, { appointment_service_id: extraId }, changes);
      const addedMinutes = changes.duration_minutes - extra.duration_minutes;
      const addedPrice = fromCents(toCents(changes.price) - toCents(extra.price));
      await this.resize(manager, actor, appointment, addedMinutes, addedPrice, 'service_updated', { service: extra.service!.name, duration_minutes: changes.duration_minutes, price: changes.price });
      return this.one(manager, appointmentId, extraId);
    });
  }

  async remove(actor: AuthUser, appointmentId: number, extraId: number): Promise<void> {
    await this.changeTotals(async (manager) => {
      const appointment = await this.lockOpen(manager, appointmentId);
      const extra = await this.extra(manager, appointmentId, extraId);
      await manager.delete(AppointmentServiceEntity, { appointment_service_id: extraId });
      await this.resize(manager, actor, appointment, -extra.duration_minutes, -extra.price, 'service_removed', { service: extra.service!.name });
    });
  }

  /** The booked service and the extras, in minutes and in money (added up in cents). */
  async breakdown(appointmentId: number) {
    const appointment = await this.appointments.get(appointmentId);
    const extras = await this.extrasOf(this.dataSource.manager, appointmentId);
    const extraMinutes = extras.reduce((sum, extra) => sum + extra.duration_minutes, 0);
    const extraCents = extras.reduce((sum, extra) => sum + toCents(extra.price), 0);
    const totalCents = toCents(appointment.total_price);
    return {
      duration: {
        service_minutes: appointment.duration_minutes - extraMinutes,
        extra_minutes: extraMinutes,
        total_minutes: appointment.duration_minutes,
        start_time: appointment.start_time,
        end_time: appointment.end_time,
      },
      price: {
        service_price: fromCents(totalCents - extraCents),
        extras_price: fromCents(extraCents),
        total_price: appointment.total_price,
        deposit_amount: appointment.deposit_amount,
        balance_due: fromCents(Math.max(0, totalCents - toCents(appointment.deposit_amount))),
      },
    };
  }

  /** Grows or shrinks the appointment, checking the new end like a booking, and records it. */
  private async resize(manager: EntityManager, actor: AuthUser, appointment: AppointmentEntity, minutes: number, price: number, changeType: string, detail: Record<string, unknown>) {
    const duration = appointment.duration_minutes + minutes;
    if (duration > DURATION_MAX_MINUTES) throw fail({ duration_minutes: [APPOINTMENT_MESSAGES.tooLong] });
    const end_time = endTimeOf(appointment.start_time, duration);
    if (end_time === null) throw fail({ duration_minutes: [APPOINTMENT_MESSAGES.endsAfterMidnight] });
    if (minutes > 0) {
      const problem = await this.bookingCheck.outsideWorkingHours(manager, appointment.employee_id, appointment.appointment_date, appointment.start_time, end_time);
      if (problem) throw fail({ duration_minutes: [problem] });
    }
    const total_price = fromCents(toCents(appointment.total_price) + toCents(price));
    await manager.update(AppointmentEntity, { appointment_id: appointment.appointment_id }, { duration_minutes: duration, end_time, total_price });
    await this.appointments.record(
      manager,
      actor,
      appointment.appointment_id,
      changeType,
      null,
      { duration_minutes: appointment.duration_minutes, end_time: appointment.end_time, total_price: appointment.total_price },
      { ...detail, duration_minutes: duration, end_time, total_price },
    );
  }

  /** The appointment, locked, while it can still change (not completed, cancelled or a no-show). */
  private async lockOpen(manager: EntityManager, appointmentId: number): Promise<AppointmentEntity> {
    const { appointment, status } = await this.repository.lock(manager, appointmentId);
    if (!canTakeAction({ status, checked_in_at: appointment.checked_in_at, checked_out_at: appointment.checked_out_at }, 'complete')) {
      throw new DomainError('INVALID_TRANSITION', refusalMessage('Cannot change the services of an appointment', null, status.name), { status: status.name });
    }
    return appointment;
  }

  private async changeTotals<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await retryingTransaction(this.dataSource, work);
    } catch (error) {
      if (isExclusionViolation(error, NO_OVERLAP_CONSTRAINT)) {
        throw new DomainError('SLOT_TAKEN', 'The longer appointment would overlap another booking of this employee', {
          fieldErrors: { duration_minutes: ['The longer appointment would overlap another booking of this employee'] },
        });
      }
      throw error;
    }
  }

  private async activeService(manager: EntityManager, serviceId: number): Promise<ServiceFacts> {
    const service = await this.serviceFacts.one(serviceId, manager);
    if (!service) throw fail({ service_id: ['Service not found'] });
    if (!service.is_active) throw fail({ service_id: [APPOINTMENT_MESSAGES.serviceInactive] });
    return service;
  }

  private extrasOf(manager: EntityManager, appointmentId: number) {
    return manager.find(AppointmentServiceEntity, {
      where: { appointment_id: appointmentId },
      relations: { service: true, employee: true },
      order: { start_time_offset: 'ASC', appointment_service_id: 'ASC' },
    });
  }

  private async extra(manager: EntityManager, appointmentId: number, extraId: number): Promise<AppointmentServiceEntity> {
    const extra = await manager.findOne(AppointmentServiceEntity, { where: { appointment_service_id: extraId, appointment_id: appointmentId }, relations: { service: true } });
    if (!extra) throw extraNotFound();
    return extra;
  }

  private async one(manager: EntityManager, appointmentId: number, extraId: number): Promise<AppointmentService> {
    const extra = await manager.findOne(AppointmentServiceEntity, { where: { appointment_service_id: extraId, appointment_id: appointmentId }, relations: { service: true, employee: true } });
    if (!extra) throw extraNotFound();
    return toAppointmentService(extra);
  }
}
