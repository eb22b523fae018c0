import {
  appointmentNoteSchema,
  appointmentSchema,
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

/** Needs the client, employee, service and status joined. */
export const toAppointment = (entity: AppointmentEntity): Appointment =>
  appointmentSchema.parse({
    ...entity,
    created_at: entity.created_at.toISOString(),
    updated_at: entity.updated_at.toISOString(),
    checked_in_at: iso(entity.checked_in_at),
    checked_out_at: iso(entity.checked_out_at),
    completed_at: iso(entity.completed_at),
    cancelled_at: iso(entity.cancelled_at),
    no_show_at: iso(entity.no_show_at),
    confirmation_sent_at: iso(entity.confirmation_sent_at),
    reminder_sent_at: iso(entity.reminder_sent_at),
  });

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
