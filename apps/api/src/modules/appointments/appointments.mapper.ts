import { appointmentSchema, appointmentStatusSchema, historyEntrySchema, type Appointment, type AppointmentStatus, type HistoryEntry } from '@salon/contracts';
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
  });

export const toHistoryEntry = (entity: AppointmentHistoryEntity): HistoryEntry =>
  historyEntrySchema.parse({
    ...entity,
    old_values: entity.old_values ? JSON.stringify(entity.old_values) : null,
    new_values: entity.new_values ? JSON.stringify(entity.new_values) : null,
    created_at: entity.created_at.toISOString(),
    changedBy: entity.changedBy ? { first_name: entity.changedBy.firstName, last_name: entity.changedBy.lastName } : null,
  });
