import {
  appointmentNoteSchema,
  appointmentServiceSchema,
  appointmentStatusSchema,
  historyEntrySchema,
  type Appointment,
  type AppointmentNote,
  type AppointmentService,
  type AppointmentStatus,
  type HistoryEntry,
} from '@salon/contracts';
import type { AppointmentNoteEntity } from './appointment-note.entity';
import type { AppointmentServiceEntity } from './appointment-service.entity';
import type { AppointmentHistoryEntity } from './appointment-history.entity';
import type { AppointmentStatusEntity } from './appointment-status.entity';
import type { AppointmentEntity } from './appointment.entity';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toAppointmentStatus = (entity: AppointmentStatusEntity): AppointmentStatus => appointmentStatusSchema.parse(entity);

/**
 * Needs the client, employee, service and status joined. Built field by field rather than
 * parsed: lists map up to 1,000 rows, and the compiler already holds this to the contract.
 */
export const toAppointment = (entity: AppointmentEntity): Appointment => {
  const { client, employee, service, status } = entity as Required<AppointmentEntity>;
  return {
    appointment_id: entity.appointment_id,
    salon_id: entity.salon_id,
    client_id: entity.client_id,
    employee_id: entity.employee_id,
    service_id: entity.service_id,
    appointment_date: entity.appointment_date,
    start_time: entity.start_time,
    end_time: entity.end_time,
    duration_minutes: entity.duration_minutes,
    total_price: entity.total_price,
    deposit_amount: entity.deposit_amount,
    status_id: entity.status_id,
    status: { status_id: status.status_id, name: status.name, is_billable: status.is_billable },
    notes: entity.notes,
    internal_notes: entity.internal_notes,
    special_requests: entity.special_requests,
    is_recurring: entity.is_recurring,
    recurring_pattern: entity.recurring_pattern,
    rating: entity.rating,
    cancellation_reason: entity.cancellation_reason,
    cancellation_fee: entity.cancellation_fee,
    series_id: entity.series_id,
    confirmation_sent_at: iso(entity.confirmation_sent_at),
    reminder_sent_at: iso(entity.reminder_sent_at),
    reminder_count: entity.reminder_count,
    created_by: entity.created_by,
    created_at: entity.created_at.toISOString(),
    updated_at: entity.updated_at.toISOString(),
    checked_in_at: iso(entity.checked_in_at),
    checked_out_at: iso(entity.checked_out_at),
    completed_at: iso(entity.completed_at),
    cancelled_at: iso(entity.cancelled_at),
    no_show_at: iso(entity.no_show_at),
    client: { client_id: client.client_id, first_name: client.first_name, last_name: client.last_name, email: client.email, phone: client.phone },
    employee: { employee_id: employee.employee_id, first_name: employee.first_name, last_name: employee.last_name },
    service: { service_id: service.service_id, name: service.name, duration_minutes: service.duration_minutes, base_price: service.base_price },
  };
};

export const toHistoryEntry = (entity: AppointmentHistoryEntity): HistoryEntry =>
  historyEntrySchema.parse({
    ...entity,
    old_values: entity.old_values ? JSON.stringify(entity.old_values) : null,
    new_values: entity.new_values ? JSON.stringify(entity.new_values) : null,
    created_at: entity.created_at.toISOString(),
    changedBy: entity.changedBy ? { first_name: entity.changedBy.firstName, last_name: entity.changedBy.lastName } : null,
  });

/** Needs the service and employee joined. */
export const toAppointmentService = (entity: AppointmentServiceEntity): AppointmentService =>
  appointmentServiceSchema.parse({
    ...entity,
    service: { service_id: entity.service!.service_id, name: entity.service!.name },
    employee: { employee_id: entity.employee!.employee_id, first_name: entity.employee!.first_name, last_name: entity.employee!.last_name },
  });

/** Needs the creator joined. */
export const toAppointmentNote = (entity: AppointmentNoteEntity): AppointmentNote =>
  appointmentNoteSchema.parse({
    ...entity,
    created_at: entity.created_at.toISOString(),
    updated_at: entity.updated_at.toISOString(),
    creator: entity.creator ? { first_name: entity.creator.firstName, last_name: entity.creator.lastName } : null,
  });
