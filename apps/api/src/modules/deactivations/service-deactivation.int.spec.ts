import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { bookingStage } from '../../common/testing/booking-stage';
import { employeeBody, scheduleDay, serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import type { TestApp } from '../../common/testing/test-app';

// Fixed dates in 2031 stay in the future: the file runs at a pretend now (2 December 2030).
usePretendClock();

let t: TestApp;
let reception: Record<string, string>;
let owner: Record<string, string>;
let clientId: number;
let counter = 0;

beforeAll(async () => {
  ({ t, reception, owner, clientId } = await bookingStage({ client: { first_name: 'Ada', last_name: 'Byrne' } }));
});
afterAll(async () => {
  await t?.close();
});

async function newEmployee(firstName: string) {
  const body = employeeBody({ first_name: firstName, last_name: 'Test', email: `s${++counter}@example.com` });
  const employeeId = (await t.http.post('/api/employees').set(owner).send(body).expect(201)).body.data.employee_id as number;
  await t.http.post(`/api/employees/${employeeId}/schedules/bulk`).set(owner).send({ schedules: [1, 2, 3, 4, 5, 6].map((day) => scheduleDay(day)) }).expect(200);
  return employeeId;
}
const newService = async (name: string) => (await t.http.post('/api/services').set(owner).send(serviceBody({ name, duration_minutes: 30 })).expect(201)).body.data.service_id as number;
const booking = (employeeId: number, serviceId: number, date: string, time: string) => ({
  client_id: clientId,
  employee_id: employeeId,
  service_id: serviceId,
  appointment_date: date,
  start_time: time,
  duration_minutes: 30,
  total_price: 40,
});
const book = async (employeeId: number, serviceId: number, date: string, time: string) =>
  (await t.http.post('/api/appointments').set(reception).send(booking(employeeId, serviceId, date, time)).expect(201)).body.data.appointment_id as number;

describe('GET /api/services/:id/deactivation-impact', () => {
  it('lists the future appointments that include the service, by date and time', async () => {
    const stylist = await newEmployee('Gia');
    const retiring = await newService('Hot Towel Shave');
    const other = await newService('Beard Trim');
    const later = await book(stylist, retiring, '2031-04-08', '11:00');
    const sooner = await book(stylist, retiring, '2031-04-07', '09:30');
    const cancelled = await book(stylist, retiring, '2031-04-09', '10:00');
    await t.http.patch(`/api/appointments/${cancelled}/cancel`).set(reception).send({}).expect(200);
    await book(stylist, other, '2031-04-07', '10:00');

    const response = await t.http.get(`/api/services/${retiring}/deactivation-impact`).set(owner).expect(200);
    const impact = contract.serviceDeactivation.deactivationImpact.responses[200].parse(response.body).data;
    expect(impact.service_id).toBe(retiring);
    expect(impact.appointments.map((row) => [row.appointment_id, row.appointment_date, row.start_time, row.client_name, row.employee_name, row.service_name])).toEqual([
      [sooner, '2031-04-07', '09:30', 'Ada Byrne', 'Gia Test', 'Hot Towel Shave'],
      [later, '2031-04-08', '11:00', 'Ada Byrne', 'Gia Test', 'Hot Towel Shave'],
    ]);
  });

  it('is a 404 for an unknown service', async () => {
    await t.http.get('/api/services/999999/deactivation-impact').set(owner).expect(404);
  });
});

describe('a deactivated service', () => {
  it('keeps its booked appointments, takes no new ones, and moves with its appointment to a colleague', async () => {
    const leaving = await newEmployee('Hal');
    const colleague = await newEmployee('Ines');
    const retiring = await newService('Scalp Ritual');
    const booked = await book(leaving, retiring, '2031-04-14', '10:00');

    await t.http.put(`/api/services/${retiring}`).set(owner).send({ is_active: false }).expect(200);
    expect((await t.http.get(`/api/appointments/${booked}`).set(reception).expect(200)).body.data.status.name).toBe('pending');
    const refused = await t.http.post('/api/appointments').set(reception).send(booking(colleague, retiring, '2031-04-15', '10:00')).expect(400);
    expect(refused.body.details.fieldErrors).toEqual({ service_id: ['This service is inactive and cannot be booked'] });

    await t.http.post(`/api/employees/${leaving}/deactivate`).set(owner).send({ appointments: [{ appointment_id: booked, action: 'reassign', employee_id: colleague }] }).expect(200);
    expect((await t.http.get(`/api/appointments/${booked}`).set(reception).expect(200)).body.data).toMatchObject({ employee_id: colleague, service_id: retiring });
  });

  it('lets its booked appointments be rescheduled and edited, and refuses switching an appointment to it', async () => {
    const stylist = await newEmployee('Joy');
    const retiring = await newService('Old Ritual');
    const current = await newService('New Ritual');
    const booked = await book(stylist, retiring, '2031-04-21', '10:00');
    const other = await book(stylist, current, '2031-04-21', '14:00');
    await t.http.put(`/api/services/${retiring}`).set(owner).send({ is_active: false }).expect(200);

    await t.http.patch(`/api/appointments/${booked}/reschedule`).set(reception).send({ new_date: '2031-04-22', new_start_time: '11:00' }).expect(200);
    const edited = await t.http
      .put(`/api/appointments/${booked}`)
      .set(reception)
      .send({ ...booking(stylist, retiring, '2031-04-22', '11:00'), total_price: 55, notes: 'Last one of these' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ service_id: retiring, appointment_date: '2031-04-22', start_time: '11:00', total_price: 55 });

    const switched = await t.http.put(`/api/appointments/${other}`).set(reception).send(booking(stylist, retiring, '2031-04-21', '14:00')).expect(400);
    expect(switched.body.details.fieldErrors).toEqual({ service_id: ['This service is inactive and cannot be booked'] });
  });
});
