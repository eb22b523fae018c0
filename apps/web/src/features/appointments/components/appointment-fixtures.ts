import type { Appointment, AppointmentNote, AppointmentService, HistoryEntry } from '@salon/contracts';

/** An appointment as the API returns it; tests override what they look at. */
export function buildAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointment_id: 42,
    salon_id: 1,
    client_id: 7,
    employee_id: 3,
    service_id: 5,
    appointment_date: '2026-11-24',
    start_time: '10:00',
    end_time: '10:45',
    duration_minutes: 45,
    total_price: 65,
    deposit_amount: 0,
    status_id: 1,
    status: { status_id: 1, name: 'pending', is_billable: false },
    notes: 'Wants a fringe trim too.',
    internal_notes: 'Prefers Rosa.',
    special_requests: null,
    is_recurring: false,
    recurring_pattern: null,
    rating: null,
    cancellation_reason: null,
    series_id: null,
    confirmation_sent_at: null,
    reminder_sent_at: null,
    reminder_count: 0,
    created_by: 1,
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    checked_in_at: null,
    checked_out_at: null,
    completed_at: null,
    cancelled_at: null,
    no_show_at: null,
    client: { client_id: 7, first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.test', phone: '+1 555 010 7000' },
    employee: { employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' },
    service: { service_id: 5, name: "Women's Haircut", duration_minutes: 45, base_price: 65 },
    ...overrides,
  };
}

export function buildAppointmentService(overrides: Partial<AppointmentService> = {}): AppointmentService {
  return {
    appointment_service_id: 1,
    appointment_id: 42,
    service: { service_id: 9, name: 'Deep Conditioning' },
    employee: { employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' },
    duration_minutes: 20,
    price: 25,
    start_time_offset: 45,
    notes: null,
    ...overrides,
  };
}

export function buildAppointmentNote(overrides: Partial<AppointmentNote> = {}): AppointmentNote {
  return {
    note_id: 1,
    appointment_id: 42,
    note_text: 'Allergic to ammonia-based colour.',
    is_internal: true,
    note_type: 'allergy',
    created_at: '2026-11-20T15:05:00.000Z',
    updated_at: '2026-11-20T15:05:00.000Z',
    creator: { first_name: 'Olivia', last_name: 'Owner' },
    ...overrides,
  };
}

export function buildHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    history_id: 1,
    appointment_id: 42,
    change_type: 'created',
    change_reason: null,
    old_values: null,
    new_values: JSON.stringify({ appointment_date: '2026-11-24', start_time: '10:00' }),
    created_at: '2026-11-20T15:00:00.000Z',
    changedBy: { first_name: 'Olivia', last_name: 'Owner' },
    ...overrides,
  };
}
