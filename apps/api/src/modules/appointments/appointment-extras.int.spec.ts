import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { employeeBody, nextWeekday, scheduleDay, serviceBody } from '../../common/testing/factories';
import { bookingStage } from '../../common/testing/booking-stage';
import type { TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let stylist: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let cutId: number;
let treatmentId: number;
let counter = 0;

beforeAll(async () => {
  ({ t, reception, stylist, owner, clientId, serviceId: cutId } = await bookingStage({ service: { name: 'Cut', duration_minutes: 60, base_price: 70 } }));
  treatmentId = (await t.http.post('/api/services').set(owner).send(serviceBody({ name: 'Deep Conditioning', service_type_id: 3, duration_minutes: 20, base_price: 25.5 })).expect(201)).body.data.service_id;
});
afterAll(async () => {
  await t?.close();
});

async function appointmentAt(start_time: string, day = nextWeekday(2)) {
  const employeeId = (await t.http.post('/api/employees').set(owner).send(employeeBody({ email: `x${++counter}@example.com` })).expect(201)).body.data.employee_id as number;
  await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [scheduleDay(2, { end_time: '18:00' })] }).expect(200);
  const appointment = (
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: clientId, employee_id: employeeId, service_id: cutId, appointment_date: day, start_time, duration_minutes: 60, total_price: 70, deposit_amount: 20, deposit_method: 'cash' })
      .expect(201)
  ).body.data;
  return { id: appointment.appointment_id as number, employeeId, day };
}
const get = async (id: number) => (await t.http.get(`/api/appointments/${id}`).set(stylist).expect(200)).body.data;

describe('extra services on an appointment', () => {
  it('adds, changes and removes extras; duration, end time and price follow, each change in the history', async () => {
    const { id, employeeId } = await appointmentAt('10:00');
    const added = await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: treatmentId, notes: 'Before the cut' }).expect(201);
    const extra = contract.appointmentExtras.addService.responses[201].parse(added.body).data;
    expect(extra).toMatchObject({ service: { name: 'Deep Conditioning' }, employee: { employee_id: employeeId }, duration_minutes: 20, price: 25.5, start_time_offset: 60, notes: 'Before the cut' });
    expect(await get(id)).toMatchObject({ duration_minutes: 80, end_time: '11:20', total_price: 95.5 });

    await t.http.put(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(stylist).send({ duration_minutes: 30, price: 30.1 }).expect(200);
    expect(await get(id)).toMatchObject({ duration_minutes: 90, end_time: '11:30', total_price: 100.1 });
    const listed = (await t.http.get(`/api/appointments/${id}/services`).set(stylist).expect(200)).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ duration_minutes: 30, price: 30.1 });

    expect((await t.http.get(`/api/appointments/${id}/calculate-duration`).set(stylist).expect(200)).body.data).toEqual({
      service_minutes: 60,
      extra_minutes: 30,
      total_minutes: 90,
      start_time: '10:00',
      end_time: '11:30',
    });
    expect((await t.http.get(`/api/appointments/${id}/calculate-price`).set(stylist).expect(200)).body.data).toEqual({
      service_price: 70,
      extras_price: 30.1,
      total_price: 100.1,
      deposit_amount: 20,
      balance_due: 80.1,
    });

    await t.http.delete(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(reception).expect(204);
    expect(await get(id)).toMatchObject({ duration_minutes: 60, end_time: '11:00', total_price: 70 });
    const history = (await t.http.get(`/api/appointments/${id}/history`).set(stylist)).body.data;
    expect(history.map((entry: { change_type: string }) => entry.change_type)).toEqual(['created', 'service_added', 'service_updated', 'service_removed']);
    await t.http.delete(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(reception).expect(404);
  });

  it('refuses an extra that would run into the next booking (409 SLOT_TAKEN) or past the shift, changing nothing', async () => {
    const { id, employeeId, day } = await appointmentAt('15:00');
    await t.http
      .post('/api/appointments')
      .set(reception)
      .send({ client_id: clientId, employee_id: employeeId, service_id: cutId, appointment_date: day, start_time: '16:10', duration_minutes: 30, total_price: 70 })
      .expect(201);
    const clash = await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: treatmentId }).expect(409);
    expect(clash.body).toMatchObject({ code: 'SLOT_TAKEN', message: 'The longer appointment would overlap another booking of this employee' });
    expect(await get(id)).toMatchObject({ duration_minutes: 60, total_price: 70 });
    expect((await t.http.get(`/api/appointments/${id}/services`).set(stylist)).body.data).toEqual([]);

    const late = await appointmentAt('17:00');
    const tooLong = await t.http.post(`/api/appointments/${late.id}/services`).set(reception).send({ service_id: treatmentId }).expect(400);
    expect(tooLong.body.details.fieldErrors.duration_minutes[0]).toMatch(/works 09:00–18:00/);
  });

  it('refuses changes once the appointment is finished, and unknown or inactive services', async () => {
    const { id } = await appointmentAt('09:00');
    const missing = await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: 999999 }).expect(400);
    expect(missing.body.details.fieldErrors).toEqual({ service_id: ['Service not found'] });
    expect((await t.http.post(`/api/appointments/${id}/services`).set(reception).send({}).expect(400)).body.details.fieldErrors).toEqual({ service_id: ['Service is required'] });
    await t.http.patch(`/api/appointments/${id}/cancel`).set(stylist).send({ send_notification: false }).expect(200);
    const closed = await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: treatmentId }).expect(409);
    expect(closed.body).toMatchObject({ code: 'INVALID_TRANSITION', message: 'Cannot change the services of an appointment that is cancelled' });
  });
});

describe('appointment notes', () => {
  it('adds, lists (internal ones only when asked), edits and deletes notes', async () => {
    const { id } = await appointmentAt('12:00');
    const first = await t.http.post(`/api/appointments/${id}/notes`).set(reception).send({ note_text: 'Loves a strong blow-dry' }).expect(201);
    expect(contract.appointmentExtras.addNote.responses[201].parse(first.body).data).toMatchObject({
      note_text: 'Loves a strong blow-dry',
      is_internal: false,
      note_type: 'general',
      creator: { first_name: 'Priya' },
    });
    const internal = (await t.http.post(`/api/appointments/${id}/notes`).set(reception).send({ note_text: 'Reacts to ammonia', is_internal: true, note_type: 'allergy' }).expect(201)).body.data;

    const all = (await t.http.get(`/api/appointments/${id}/notes`).set(stylist).expect(200)).body.data;
    expect(all.map((note: { note_text: string }) => note.note_text)).toEqual(['Reacts to ammonia', 'Loves a strong blow-dry']);
    const shareable = (await t.http.get(`/api/appointments/${id}/notes`).query({ include_internal: 'false' }).set(stylist).expect(200)).body.data;
    expect(shareable.map((note: { note_text: string }) => note.note_text)).toEqual(['Loves a strong blow-dry']);

    const edited = await t.http.put(`/api/appointments/${id}/notes/${internal.note_id}`).set(stylist).send({ note_text: 'Reacts to ammonia dyes', is_internal: true, note_type: 'allergy' }).expect(200);
    expect(edited.body.data.note_text).toBe('Reacts to ammonia dyes');
    expect((await t.http.post(`/api/appointments/${id}/notes`).set(reception).send({ note_text: '  ' }).expect(400)).body.details.fieldErrors).toEqual({ note_text: ['Note text is required'] });
    await t.http.delete(`/api/appointments/${id}/notes/${internal.note_id}`).set(reception).expect(204);
    await t.http.delete(`/api/appointments/${id}/notes/${internal.note_id}`).set(reception).expect(404);
    await t.http.get('/api/appointments/999999/notes').set(stylist).expect(404);
  });
});

describe('who may add, change and delete extras and notes (DECISIONS §4)', () => {
  it('a stylist (appointments:update) changes extras and notes but may not add or delete them: 403', async () => {
    const { id } = await appointmentAt('14:00');
    const extra = (await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: treatmentId }).expect(201)).body.data;
    const note = (await t.http.post(`/api/appointments/${id}/notes`).set(reception).send({ note_text: 'Prefers a quiet chair' }).expect(201)).body.data;

    const refusals = [
      await t.http.post(`/api/appointments/${id}/notes`).set(stylist).send({ note_text: 'Mine' }),
      await t.http.delete(`/api/appointments/${id}/notes/${note.note_id}`).set(stylist),
      await t.http.post(`/api/appointments/${id}/services`).set(stylist).send({ service_id: treatmentId }),
      await t.http.delete(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(stylist),
    ];
    expect(refusals.map((response) => [response.status, response.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);

    const edited = await t.http.put(`/api/appointments/${id}/notes/${note.note_id}`).set(stylist).send({ note_text: 'Prefers a quiet chair by the window' }).expect(200);
    expect(edited.body.data.note_text).toBe('Prefers a quiet chair by the window');
    await t.http.put(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(stylist).send({ price: 20 }).expect(200);

    // The refusals changed nothing: one note, one extra, as the receptionist left them (the price aside).
    expect((await t.http.get(`/api/appointments/${id}/notes`).set(stylist)).body.data.map((one: { note_id: number }) => one.note_id)).toEqual([note.note_id]);
    expect((await t.http.get(`/api/appointments/${id}/services`).set(stylist)).body.data.map((one: { price: number }) => one.price)).toEqual([20]);
  });

  it('a receptionist (all appointment actions) adds and deletes them', async () => {
    const { id } = await appointmentAt('16:00');
    const extra = (await t.http.post(`/api/appointments/${id}/services`).set(reception).send({ service_id: treatmentId }).expect(201)).body.data;
    const note = (await t.http.post(`/api/appointments/${id}/notes`).set(reception).send({ note_text: 'Bring the colour card' }).expect(201)).body.data;
    await t.http.delete(`/api/appointments/${id}/services/${extra.appointment_service_id}`).set(reception).expect(204);
    await t.http.delete(`/api/appointments/${id}/notes/${note.note_id}`).set(reception).expect(204);
    expect((await t.http.get(`/api/appointments/${id}/services`).set(reception)).body.data).toEqual([]);
    expect((await t.http.get(`/api/appointments/${id}/notes`).set(reception)).body.data).toEqual([]);
  });
});
