import type { z } from 'zod';
import type { appointmentListQuerySchema } from '@salon/contracts';

/** The list query as sent on the wire, so equal screens share a cache entry. */
export type AppointmentListParams = z.input<typeof appointmentListQuerySchema>;

/**
 * Query keys of appointments and the schedule views built from them. Invalidate `all`
 * after any change to an appointment (status, time, services, notes): lists, calendars,
 * slots and schedules all show booked time.
 */
export const appointmentKeys = {
  all: ['appointments'] as const,
  lists: () => [...appointmentKeys.all, 'list'] as const,
  list: (params: AppointmentListParams) => [...appointmentKeys.lists(), params] as const,
  details: () => [...appointmentKeys.all, 'detail'] as const,
  detail: (id: number) => [...appointmentKeys.details(), id] as const,
  history: (id: number) => [...appointmentKeys.detail(id), 'history'] as const,
  services: (id: number) => [...appointmentKeys.detail(id), 'services'] as const,
  notes: (id: number) => [...appointmentKeys.detail(id), 'notes'] as const,
  /** Slots, day and week schedules: derived from bookings, so they live under `all` too. */
  availability: () => [...appointmentKeys.all, 'availability'] as const,
  slots: (employeeId: number, date: string, serviceId: number | null, excludeId: number | null) =>
    [...appointmentKeys.availability(), 'slots', employeeId, date, serviceId, excludeId] as const,
  daySchedule: (date: string) => [...appointmentKeys.availability(), 'day', date] as const,
  weekSchedule: (startDate: string) => [...appointmentKeys.availability(), 'week', startDate] as const,
  statistics: (params: Record<string, unknown>) => [...appointmentKeys.all, 'statistics', params] as const,
  of: (owner: 'client' | 'employee' | 'service', id: number, params: Record<string, unknown>) => [...appointmentKeys.all, 'of', owner, id, params] as const,
};
