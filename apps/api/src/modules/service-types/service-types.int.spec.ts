import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TYPES, contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = await signedInAs(t, 'sofia', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/service-types', () => {
  it('lists the spec\'s ten types from the database, in id order, in the success envelope', async () => {
    const response = await t.http.get('/api/service-types').set(auth).expect(200);
    const body = contract.serviceTypes.list.responses[200].parse(response.body);
    expect(body.success).toBe(true);
    expect(body.data.map(({ service_type_id, name }) => ({ service_type_id, name }))).toEqual(SERVICE_TYPES);
  });

  it('reads what is stored, not a constant', async () => {
    await t.dataSource.query(`UPDATE service_types SET is_active = false WHERE service_type_id = 10`);
    try {
      const active = await t.http.get('/api/service-types?is_active=true').set(auth).expect(200);
      expect(active.body.data).toHaveLength(9);
      const inactive = await t.http.get('/api/service-types?is_active=false').set(auth).expect(200);
      expect(inactive.body.data.map((type: { name: string }) => type.name)).toEqual(['Package Deal']);
    } finally {
      await t.dataSource.query(`UPDATE service_types SET is_active = true WHERE service_type_id = 10`);
    }
  });

  it('refuses a wrong is_active value with the validation envelope', async () => {
    const response = await t.http.get('/api/service-types?is_active=maybe').set(auth).expect(400);
    expect(response.body).toEqual({
      success: false,
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: { fieldErrors: { is_active: ['is_active must be true or false'] } },
    });
  });
});

describe('GET /api/service-types/:id', () => {
  it('returns one type', async () => {
    const response = await t.http.get('/api/service-types/4').set(auth).expect(200);
    expect(response.body.data).toMatchObject({ service_type_id: 4, name: 'Nail Services', is_active: true });
  });

  it('answers 404 in the envelope for an unknown id', async () => {
    const response = await t.http.get('/api/service-types/999').set(auth).expect(404);
    expect(response.body).toEqual({ success: false, status: 404, code: 'NOT_FOUND', message: 'Service type not found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.http.get('/api/service-types/abc').set(auth).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.fieldErrors.id).toEqual(['Must be a number']);
  });
});
