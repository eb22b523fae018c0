import { serviceInputSchema } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { ServiceEntity } from '../../modules/services/service.entity';

type DemoService = { type: number; name: string; price: number; minutes: number; short: string } & Record<string, unknown>;

/**
 * The demo menu (DECISIONS §10): about thirty services over the ten types, each
 * parsed by the same schema the API uses, so demo data can never break a rule.
 */
const MENU: DemoService[] = [
  { type: 1, name: "Women's Haircut", price: 75, minutes: 60, short: 'Consultation, wash, precision cut and blow-dry', tags: 'cut, women' },
  { type: 1, name: "Men's Haircut", price: 45, minutes: 30, short: 'Classic or modern cut with a hot towel finish', tags: 'cut, men' },
  { type: 1, name: "Children's Haircut", price: 30, minutes: 30, short: 'For under-12s, with patience and a lollipop', tags: 'cut, kids' },
  { type: 1, name: 'Blow-Dry & Style', price: 55, minutes: 45, short: 'Smooth, volume or beach waves', tags: 'style' },
  { type: 1, name: 'Bridal Updo', price: 150, minutes: 90, short: 'Trial included; on-site styling available', requires_consultation: true, consultation_duration: 30, advance_booking_required: 14, max_advance_booking: 365, cancellation_policy: 'strict', tags: 'bridal, event' },
  { type: 2, name: 'Single Process Color', price: 95, minutes: 90, short: 'All-over color from roots to ends', requires_patch_test: true, patch_test_duration: 48, tags: 'color' },
  { type: 2, name: 'Root Touch-Up', price: 70, minutes: 60, short: 'Covers up to 1.5 inches of regrowth', requires_patch_test: true, patch_test_duration: 48, tags: 'color, grey coverage' },
  { type: 2, name: 'Full Highlights', price: 165, minutes: 150, short: 'Foil highlights throughout', price_varies: true, min_price: 145, max_price: 210, tags: 'color, highlights' },
  { type: 2, name: 'Balayage', price: 220, minutes: 180, short: 'Hand-painted, soft grow-out', price_varies: true, min_price: 190, max_price: 320, requires_consultation: true, consultation_duration: 15, skill_level_required: 'senior', tags: 'color, balayage' },
  { type: 2, name: 'Color Correction', price: 300, minutes: 240, short: 'Fixing banding, brassiness or box dye', price_varies: true, min_price: 250, max_price: 600, requires_consultation: true, consultation_duration: 30, requires_patch_test: true, patch_test_duration: 48, skill_level_required: 'master', cancellation_policy: 'non_refundable', tags: 'color, correction' },
  { type: 3, name: 'Keratin Smoothing Treatment', price: 275, minutes: 150, short: 'Frizz-free for up to five months', requires_consultation: true, consultation_duration: 15, aftercare_instructions: 'Do not wash for 72 hours; sulfate-free shampoo only.', tags: 'treatment, smoothing' },
  { type: 3, name: 'Deep Conditioning Mask', price: 35, minutes: 20, short: 'Add-on hydration for dry or color-treated hair', concurrent_services_allowed: true, tags: 'treatment, add-on' },
  { type: 3, name: 'Scalp Detox Treatment', price: 60, minutes: 45, short: 'Exfoliating scrub and massage', tags: 'treatment, scalp' },
  { type: 4, name: 'Classic Manicure', price: 30, minutes: 30, short: 'Shape, cuticle care and polish', tags: 'nails' },
  { type: 4, name: 'Gel Manicure', price: 45, minutes: 45, short: 'Chip-free shine for two weeks', allows_add_ons: true, suggested_add_ons: 'Nail art, French tips', tags: 'nails, gel' },
  { type: 4, name: 'Spa Pedicure', price: 55, minutes: 60, short: 'Soak, scrub, massage and polish', tags: 'nails, pedicure' },
  { type: 4, name: 'Acrylic Full Set', price: 70, minutes: 75, short: 'Sculpted extensions in any shape', tags: 'nails, extensions' },
  { type: 5, name: 'Signature Facial', price: 110, minutes: 60, short: 'Cleanse, exfoliate, extract and hydrate', preparation_instructions: 'Arrive without makeup if you can.', tags: 'facial' },
  { type: 5, name: 'Chemical Peel', price: 135, minutes: 45, short: 'Brightens and evens skin tone', requires_consultation: true, consultation_duration: 15, aftercare_instructions: 'Avoid sun and retinoids for one week.', tags: 'facial, peel' },
  { type: 5, name: 'Microdermabrasion', price: 120, minutes: 45, short: 'Crystal-free resurfacing for smoother skin', tags: 'facial' },
  { type: 6, name: 'Swedish Massage (60 min)', price: 95, minutes: 60, short: 'Long, flowing strokes to relax', preferred_time_slots: 'afternoon', tags: 'massage' },
  { type: 6, name: 'Deep Tissue Massage (60 min)', price: 115, minutes: 60, short: 'Firm pressure for knots and tension', tags: 'massage' },
  { type: 6, name: 'Hot Stone Massage (90 min)', price: 150, minutes: 90, short: 'Warm basalt stones melt tension', cancellation_policy: 'strict', tags: 'massage' },
  { type: 7, name: 'Eyebrow Wax', price: 20, minutes: 15, short: 'Shape and clean-up', tags: 'wax, brows' },
  { type: 7, name: 'Full Leg Wax', price: 75, minutes: 45, short: 'Smooth from ankle to hip', tags: 'wax' },
  { type: 7, name: 'Brazilian Wax', price: 65, minutes: 30, short: 'Gentle hard wax', cancellation_policy: 'flexible', tags: 'wax' },
  { type: 8, name: 'Event Makeup', price: 90, minutes: 60, short: 'Camera-ready look for any occasion', preferred_time_slots: 'morning', tags: 'makeup, event' },
  { type: 8, name: 'Lash Lift & Tint', price: 85, minutes: 60, short: 'Curl and color that lasts six weeks', requires_patch_test: true, patch_test_duration: 24, tags: 'lashes' },
  { type: 9, name: 'Color Consultation', price: 0, minutes: 15, short: 'Free chat about your color goals', tags: 'consultation, free' },
  { type: 10, name: 'Bridal Party Package', price: 650, minutes: 240, short: 'Bride plus three: hair and makeup', requires_consultation: true, consultation_duration: 60, requires_multiple_staff: true, staff_count: 3, advance_booking_required: 30, max_advance_booking: 365, cancellation_policy: 'non_refundable', skill_level_required: 'senior', tags: 'bridal, package' },
  { type: 10, name: 'Pamper Day', price: 280, minutes: 210, short: 'Facial, massage and gel manicure', requires_multiple_staff: true, staff_count: 2, tags: 'package, spa' },
];

/** One service the salon stopped offering, so the Inactive filter has something to show. */
const RETIRED = new Set(['Microdermabrasion']);

export async function loadDemoServices(manager: EntityManager): Promise<void> {
  const rows = MENU.map(({ type, name, price, minutes, short, ...details }) => ({
    ...serviceInputSchema.parse({
      name,
      service_type_id: type,
      base_price: price,
      duration_minutes: minutes,
      short_description: short,
      description: `${short}.`,
      is_active: !RETIRED.has(name),
      ...details,
    }),
    salon_id: 1,
  }));
  await manager.insert(ServiceEntity, rows);
}
