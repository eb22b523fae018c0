import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAtAnotherSalon } from '../../common/testing/accounts';
import { bookingStage } from '../../common/testing/booking-stage';
import { employeeBody, openDay } from '../../common/testing/factories';
import type { TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let elsewhere: Record<string, string>;
let appointmentId: number;
let deletedId: number;
let noteId: number;
let book: (start_time: string) => Promise<number>;

beforeAll(async () => {
  const stage = await bookingStage();
  ({ t, reception } = stage);
  const employeeId = (await t.http.post('/api/employees').set(stage.owner).send(employeeBody()).expect(201)).body.data.employee_id;
  book = async (start_time: string) =>
    (
      await t.http
        .post('/api/appointments')
        .set(reception)
        .send({ client_id: stage.clientId, employee_id: employeeId, service_id: stage.serviceId, appointment_date: openDay(2), start_time, duration_minutes: 30, total_price: 40 })
        .expect(201)
    ).body.data.appointment_id as number;
  appointmentId = await book('09:00');
  deletedId = await book('10:00');
  await t.http.delete(`/api/appointments/${deletedId}`).set(stage.owner).send({ reason: 'Booked by mistake' }).expect(204);
  noteId = (await t.http.post(`/api/appointments/${appointmentId}/notes`).set(reception).send({ note_text: 'Prefers the window seat' }).expect(201)).body.data.note_id;
  elsewhere = await signedInAtAnotherSalon(t, 'lena', ['appointments:*']);
});
afterAll(async () => {
  await t?.close();
});

describe("another salon's user and this salon's appointments", () => {
  it('finds neither the appointment nor its history, nor the history of a deleted one: 404', async () => {
    await t.http.get(`/api/appointments/${appointmentId}`).set(elsewhere).expect(404);
    await t.http.get(`/api/appointments/${appointmentId}/history`).set(elsewhere).expect(404);
    await t.http.get(`/api/appointments/${deletedId}/history`).set(elsewhere).expect(404);
    const own = await t.http.get(`/api/appointments/${deletedId}/history`).set(reception).expect(200);
    expect(own.body.data.map((entry: { change_type: string }) => entry.change_type)).toEqual(['created', 'deleted']);
  });

  it('cannot change or delete its notes: 404, and the note stays', async () => {
    await t.http.put(`/api/appointments/${appointmentId}/notes/${noteId}`).set(elsewhere).send({ note_text: 'Changed' }).expect(404);
    await t.http.delete(`/api/appointments/${appointmentId}/notes/${noteId}`).set(elsewhere).expect(404);
    const notes = await t.http.get(`/api/appointments/${appointmentId}/notes`).set(reception).expect(200);
    expect(notes.body.data.map((note: { note_text: string }) => note.note_text)).toEqual(['Prefers the window seat']);
  });
});

describe('a new appointment', () => {
  // Last in the file: it renames the seeded status.
  it("starts in its own salon's status named pending, not in whichever status has id 1", async () => {
    await t.dataSource.query(`UPDATE appointment_statuses SET name = 'pending (old)' WHERE status_id = 1`);
    const [{ status_id }] = await t.dataSource.query(
      `INSERT INTO appointment_statuses (salon_id, name, is_billable, is_system) VALUES (1, 'pending', false, true) RETURNING status_id`,
    );
    const id = await book('11:00');
    const stored = await t.http.get(`/api/appointments/${id}`).set(reception).expect(200);
    expect(stored.body.data.status).toMatchObject({ status_id, name: 'pending' });
  });
});
