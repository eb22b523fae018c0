import type { WaitlistEntry } from '@salon/contracts';
import type { WaitlistRow } from './waitlist.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A stored entry as the contract shows it; the estimate is worked out by the service. */
export function toWaitlistEntry(row: WaitlistRow, estimatedWaitTime: number | null): WaitlistEntry {
  return {
    id: row.id,
    clientName: row.client_name,
    clientPhone: row.client_phone,
    clientEmail: row.client_email,
    partySize: row.party_size,
    requestedServices: row.services.map(({ serviceId, serviceName, durationMinutes, preferredEmployeeId, preferredEmployeeName }) => ({
      serviceId,
      serviceName,
      durationMinutes,
      preferredEmployeeId,
      preferredEmployeeName,
    })),
    notificationPreference: row.notification_preference,
    notes: row.notes,
    status: row.status,
    position: row.position,
    estimatedWaitTime: row.status === 'waiting' ? estimatedWaitTime : null,
    actualWaitTime: row.status === 'seated' ? row.actual_wait_minutes : null,
    addedAt: iso(row.added_at)!,
    notifiedAt: iso(row.notified_at),
    seatedAt: iso(row.seated_at),
    appointmentId: row.appointment_id,
  };
}
