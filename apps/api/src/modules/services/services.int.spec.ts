import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { serviceBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
let reception: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  reception = await signedInAs(t, 'priya', ['receptionist']);
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const create = async (overrides: Record<string, unknown> = {}) =>
  (await t.http.post('/api/services').set(manager).send(serviceBody({ name: `Service ${++counter}`, ...overrides })).expect(201)).body.data;

const EVERYTHING = {
  name: 'Balayage',
  service_type_id: 2,
  description: 'Hand-painted color.',
  short_description: 'Soft, natural grow-out',
  base_price: 220.5,
  duration_minutes: 180,
  price_varies: true,
  min_price: 190,
  max_price: 320,
  requires_consultation: true,
  consultation_duration: 15,
  requires_patch_test: true,
  patch_test_duration: 48,
  advance_booking_required: 2,
  max_advance_booking: 90,
  cancellation_policy: 'strict',
  preparation_instructions: 'Come with dry hair.',
  allows_add_ons: true,
  suggested_add_ons: 'Gloss, Deep conditioning',
  customization_options: 'Face-framing only',
  products_included: 'Olaplex No.1',
  products_optional: 'Take-home mask',
  skill_level_required: 'senior',
  requires_multiple_staff: true,
  staff_count: 2,
  preferred_time_slots: 'morning',
  concurrent_services_allowed: true,
  tags: ['color', 'balayage'],
  internal_notes: 'Book Aisha when possible.',
  booking_notes: 'Allow extra time for long hair.',
  aftercare_instructions: 'Sulfate-free shampoo.',
};

describe('POST /api/services', () => {
  it('stores every field of the form, the extras included, and nests the type', async () => {
    const response = await t.http.post('/api/services').set(manager).send(EVERYTHING).expect(201);
    const service = contract.services.create.responses[201].parse(response.body).data;
    expect(service).toMatchObject({ ...EVERYTHING, salon_id: 1, is_active: true, serviceType: { service_type_id: 2, name: 'Hair Coloring' }, max_advance_booking_days: 90 });
    const stored = await t.http.get(`/api/services/${service.service_id}`).set(reception).expect(200);
    expect(stored.body.data).toEqual(service);
  });

  it('fills the defaults of a minimal service', async () => {
    const service = await create();
    expect(service).toMatchObject({
      price_varies: false,
      requires_consultation: false,
      cancellation_policy: 'standard',
      skill_level_required: 'any',
      preferred_time_slots: 'anytime',
      tags: [],
      min_price: null,
      staff_count: null,
    });
  });

  it('accepts tags as comma-separated text, trimmed and de-duplicated', async () => {
    const service = await create({ tags: ' color, gloss ,color,, ' });
    expect(service.tags).toEqual(['color', 'gloss']);
  });

  it.each([
    [{ name: '' }, 'name', 'Service name is required'],
    [{ name: 'A' }, 'name', 'Service name must be between 2 and 100 characters'],
    [{ service_type_id: undefined }, 'service_type_id', 'Service type is required'],
    [{ base_price: undefined }, 'base_price', 'Base price is required'],
    [{ base_price: 5000.01 }, 'base_price', 'Base price must be between $0 and $5000'],
    [{ base_price: -1 }, 'base_price', 'Base price must be between $0 and $5000'],
    [{ base_price: 10.005 }, 'base_price', 'Must have at most two decimals'],
    [{ duration_minutes: undefined }, 'duration_minutes', 'Duration is required'],
    [{ duration_minutes: 4 }, 'duration_minutes', 'Duration must be between 5 and 480 minutes'],
    [{ duration_minutes: 481 }, 'duration_minutes', 'Duration must be between 5 and 480 minutes'],
    [{ short_description: 'x'.repeat(201) }, 'short_description', 'Short description must be at most 200 characters'],
    [{ price_varies: true, max_price: 100 }, 'min_price', 'Minimum and maximum prices are required when price varies'],
    [{ price_varies: true, min_price: 100 }, 'max_price', 'Minimum and maximum prices are required when price varies'],
    [{ price_varies: true, min_price: 120, max_price: 100 }, 'min_price', 'Minimum price cannot be greater than maximum price'],
    [{ requires_consultation: true }, 'consultation_duration', 'Consultation duration is required when consultation is required'],
    [{ requires_consultation: true, consultation_duration: 121 }, 'consultation_duration', 'Consultation duration must be between 5 and 120 minutes'],
    [{ requires_patch_test: true }, 'patch_test_duration', 'Patch test duration is required when patch test is required'],
    [{ requires_patch_test: true, patch_test_duration: 73 }, 'patch_test_duration', 'Patch test duration must be between 1 and 72 hours'],
    [{ advance_booking_required: 31 }, 'advance_booking_required', 'Advance booking must be between 0 and 30 days'],
    [{ max_advance_booking: 0 }, 'max_advance_booking', 'Maximum advance booking must be between 1 and 365 days'],
    [{ advance_booking_required: 10, max_advance_booking: 5 }, 'advance_booking_required', 'Advance booking cannot be more than the maximum advance booking'],
    [{ requires_multiple_staff: true }, 'staff_count', 'Staff count is required when multiple staff is required'],
    [{ requires_multiple_staff: true, staff_count: 6 }, 'staff_count', 'Staff count must be between 1 and 5'],
    [{ cancellation_policy: 'whenever' }, 'cancellation_policy', 'Cancellation policy must be standard, strict, flexible or non_refundable'],
  ])('refuses %j with the form\'s message', async (overrides, field, message) => {
    const response = await t.http.post('/api/services').set(manager).send(serviceBody({ name: 'Refused service', ...overrides })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ [field]: [message] });
  });

  it('refuses a service type that does not exist', async () => {
    const response = await t.http.post('/api/services').set(manager).send(serviceBody({ name: 'Odd type', service_type_id: 99 })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ service_type_id: ['Unknown service type'] });
  });

  it('refuses a name already on the menu, whatever its case, with 409 SERVICE_NAME_TAKEN', async () => {
    await create({ name: 'Gel Manicure' });
    const response = await t.http.post('/api/services').set(manager).send(serviceBody({ name: 'gel manicure' })).expect(409);
    expect(response.body).toEqual({
      success: false,
      status: 409,
      code: 'SERVICE_NAME_TAKEN',
      message: 'A service with this name already exists',
      details: { fieldErrors: { name: ['A service with this name already exists'] } },
    });
  });

  it('drops details whose switch is off', async () => {
    const service = await create({ price_varies: false, min_price: 10, max_price: 20, requires_consultation: false, consultation_duration: 30 });
    expect(service).toMatchObject({ min_price: null, max_price: null, consultation_duration: null });
  });

  it('needs services:create (a receptionist may only read)', async () => {
    await t.http.post('/api/services').set(reception).send(serviceBody({ name: 'Nope' })).expect(403);
  });
});

describe('PUT /api/services/:id', () => {
  it('takes only is_active (the status toggle) and keeps everything else', async () => {
    const service = await create({ requires_consultation: true, consultation_duration: 20 });
    const response = await t.http.put(`/api/services/${service.service_id}`).set(manager).send({ is_active: false }).expect(200);
    expect(response.body.data).toEqual({ ...service, is_active: false, updated_at: response.body.data.updated_at });
  });

  it('checks the rules that compare fields on the record as it would become, and changes nothing when they fail', async () => {
    const service = await create();
    const response = await t.http.put(`/api/services/${service.service_id}`).set(manager).send({ price_varies: true, min_price: 50 }).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ max_price: ['Minimum and maximum prices are required when price varies'] });
    const stored = await t.http.get(`/api/services/${service.service_id}`).set(manager).expect(200);
    expect(stored.body.data).toEqual(service);
  });

  it('clears a detail when its switch is turned off', async () => {
    const service = await create({ requires_multiple_staff: true, staff_count: 3 });
    const response = await t.http.put(`/api/services/${service.service_id}`).set(manager).send({ requires_multiple_staff: false }).expect(200);
    expect(response.body.data.staff_count).toBeNull();
  });

  it('refuses renaming onto another service\'s name, and answers 404 for an unknown id', async () => {
    const first = await create({ name: 'Scalp Detox' });
    const second = await create();
    const clash = await t.http.put(`/api/services/${second.service_id}`).set(manager).send({ name: 'SCALP DETOX' }).expect(409);
    expect(clash.body.code).toBe('SERVICE_NAME_TAKEN');
    await t.http.put(`/api/services/${first.service_id}`).set(manager).send({ name: 'Scalp Detox' }).expect(200);
    await t.http.put('/api/services/999999').set(manager).send({ is_active: true }).expect(404);
  });
});

describe('GET /api/services', () => {
  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM services');
    await create({ name: 'Blow-Dry', service_type_id: 1, base_price: 55, duration_minutes: 45, tags: ['style'] });
    await create({ name: 'Balayage Deluxe', service_type_id: 2, base_price: 220, duration_minutes: 180, requires_consultation: true, consultation_duration: 15 });
    await create({ name: 'Root Touch-Up', service_type_id: 2, base_price: 70, duration_minutes: 60 });
    await create({ name: 'Gel Polish', service_type_id: 4, base_price: 45, duration_minutes: 45 });
    const retired = await create({ name: 'Microdermabrasion', service_type_id: 5, base_price: 120, duration_minutes: 45 });
    await t.http.put(`/api/services/${retired.service_id}`).set(manager).send({ is_active: false }).expect(200);
  });

  const names = async (query: string) => {
    const response = await t.http.get(`/api/services?${query}`).set(reception).expect(200);
    return response.body.data.services.map((service: { name: string }) => service.name);
  };

  it('answers { services, pagination } by name', async () => {
    const response = await t.http.get('/api/services?pageSize=2&page=2').set(reception).expect(200);
    const data = contract.services.list.responses[200].parse(response.body).data;
    expect(data.pagination).toEqual({ total: 5, page: 2, pageSize: 2, totalPages: 3 });
    expect(data.services.map((service) => service.name)).toEqual(['Gel Polish', 'Microdermabrasion']);
  });

  it.each([
    ['activeOnly=true', ['Balayage Deluxe', 'Blow-Dry', 'Gel Polish', 'Root Touch-Up']],
    ['activeOnly=false', ['Microdermabrasion']],
    ['service_type_id=2', ['Balayage Deluxe', 'Root Touch-Up']],
    ['min_price=60&max_price=150', ['Microdermabrasion', 'Root Touch-Up']],
    ['min_duration=50', ['Balayage Deluxe', 'Root Touch-Up']],
    ['max_duration=45', ['Blow-Dry', 'Gel Polish', 'Microdermabrasion']],
    ['requires_consultation=true', ['Balayage Deluxe']],
    ['requires_consultation=false&activeOnly=true&service_type_id=2', ['Root Touch-Up']],
    ['search=coloring', ['Balayage Deluxe', 'Root Touch-Up']],
    ['search=style', ['Blow-Dry']],
    ['sortBy=base_price&sortOrder=desc&pageSize=2', ['Balayage Deluxe', 'Microdermabrasion']],
    ['sortBy=service_name&sortOrder=DESC&pageSize=1', ['Root Touch-Up']],
  ])('?%s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ['sortBy=price', 'sortBy'],
    ['activeOnly=yes', 'activeOnly'],
    ['min_price=cheap', 'min_price'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
  ])('refuses ?%s with a 400 naming the field', async (query, field) => {
    const response = await t.http.get(`/api/services?${query}`).set(reception).expect(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('DELETE /api/services/:id', () => {
  it('deletes with 204, then 404', async () => {
    const service = await create();
    await t.http.delete(`/api/services/${service.service_id}`).set(reception).expect(403);
    await t.http.delete(`/api/services/${service.service_id}`).set(manager).expect(204);
    await t.http.get(`/api/services/${service.service_id}`).set(manager).expect(404);
    await t.http.delete(`/api/services/${service.service_id}`).set(manager).expect(404);
  });
});
