import { SERVICE_TYPES, type Service, type ServiceType } from '@salon/contracts';

/** A service as the API returns it; tests override what they look at. */
export function buildService(overrides: Partial<Service> = {}): Service {
  return {
    service_id: 5,
    salon_id: 1,
    name: 'Balayage',
    service_type_id: 2,
    serviceType: { service_type_id: 2, name: 'Hair Coloring' },
    description: 'Hand-painted highlights for a natural, sun-kissed look.',
    short_description: 'Soft, natural highlights',
    is_active: true,
    base_price: 185,
    duration_minutes: 150,
    price_varies: true,
    min_price: 160,
    max_price: 240,
    requires_consultation: true,
    consultation_duration: 15,
    requires_patch_test: true,
    patch_test_duration: 48,
    advance_booking_required: 2,
    max_advance_booking: 60,
    max_advance_booking_days: 60,
    cancellation_policy: 'strict',
    preparation_instructions: 'Come with unwashed hair.',
    allows_add_ons: true,
    suggested_add_ons: 'Gloss treatment',
    customization_options: 'Face-framing pieces',
    products_included: 'Olaplex',
    products_optional: 'Toner',
    skill_level_required: 'senior',
    requires_multiple_staff: false,
    staff_count: null,
    preferred_time_slots: 'morning',
    concurrent_services_allowed: false,
    tags: ['color', 'signature'],
    internal_notes: 'Book with Rosa when possible.',
    booking_notes: 'Allow time for toning.',
    aftercare_instructions: 'Use sulfate-free shampoo.',
    created_at: '2025-09-01T14:00:00.000Z',
    updated_at: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

export const serviceTypes: ServiceType[] = SERVICE_TYPES.map((type) => ({ ...type, description: null, is_active: true }));
