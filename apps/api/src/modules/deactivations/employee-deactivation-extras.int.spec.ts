import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { serviceBody } from '../../common/testing/factories';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { deactivationStage, type DeactivationStage } from './deactivation-stage';

// Extra services (appointment_services) have their own employee: deactivating one must see
// and move those too. Fixed dates in 2031 stay in the future at the pretend now (2 December 2030).
usePretendClock();

let s: DeactivationStage;
let treatmentId: number;

beforeAll(async () => {
  s = await deactivationStage('x');
  treatmentId = (await s.t.http.post('/api/services').set(s.owner).send(serviceBody({ name: 'Gloss Treatment', duration_minutes: 30, base_price: 30 })).expect(201)).body.data.service_id;
});
afterAll(async () => {
  await s?.t.close();
});

const addExtra = async (appointmentId: number, employeeId?: number) =>
  (await s.t.http.post(`/api/appointments/${appointmentId}/services`).set(s.reception).send({ service_id: treatmentId, employee_id: employeeId }).expect(201)).body.data.appointment_service_id as number;
const extraEmployees = async (appointmentId: number) =>
  ((await s.t.http.get(`/api/appointments/${appointmentId}/services`).set(s.reception).expect(200)).body.data as { employee: { employee_id: number } }[]).map((extra) => extra.employee.employee_id);

describe('an employee who performs extra services', () => {
  it('has the appointments they do an extra on in the impact, with that appointment\'s own employee offered to take it', async () => {
    const leaving = await s.newEmployee('Xena');
    const colleague = await s.newEmployee('Yan');
    const theirs = await s.book(colleague, '2031-05-13', '10:00');
    await addExtra(theirs, leaving);

    const impact = contract.employeeDeactivation.deactivationImpact.responses[200].parse((await s.t.http.get(`/api/employees/${leaving}/deactivation-impact`).set(s.owner).expect(200)).body).data;
    expect(impact.appointments.map((row) => [row.appointment_id, row.employee_name])).toEqual([[theirs, 'Yan Test']]);
    expect(impact.appointments[0].free_colleagues.map((row) => row.employee_id)).toContain(colleague);

    const refused = await s.t.http.patch(`/api/employees/${leaving}/status`).set(s.owner).send({ is_active: false }).expect(409);
    expect(refused.body.details.appointment_ids).toEqual([theirs]);
  });

  it('hands their extras to the colleague who takes the appointment, in the same transaction, and the history says so', async () => {
    const leaving = await s.newEmployee('Zara');
    const colleague = await s.newEmployee('Cleo');
    const other = await s.newEmployee('Otis');
    const own = await s.book(leaving, '2031-05-12', '10:00');
    await addExtra(own);
    const theirs = await s.book(colleague, '2031-05-13', '10:00');
    await addExtra(theirs, leaving);

    await s.t.http
      .post(`/api/employees/${leaving}/deactivate`)
      .set(s.owner)
      .send({ appointments: [{ appointment_id: own, action: 'reassign', employee_id: other }, { appointment_id: theirs, action: 'reassign', employee_id: colleague }] })
      .expect(200);

    expect(await extraEmployees(own)).toEqual([other]);
    expect((await s.t.http.get(`/api/appointments/${own}`).set(s.reception).expect(200)).body.data.employee_id).toBe(other);
    expect(await extraEmployees(theirs)).toEqual([colleague]);
    expect((await s.t.http.get(`/api/appointments/${theirs}`).set(s.reception).expect(200)).body.data.employee_id).toBe(colleague);
    const last = (await s.t.http.get(`/api/appointments/${theirs}/history`).set(s.reception).expect(200)).body.data.at(-1);
    expect(last).toMatchObject({ change_type: 'reassigned', change_reason: 'Zara Test was deactivated' });
    expect(JSON.parse(last.old_values)).toEqual({ extra_services_employee_id: leaving });
    expect(JSON.parse(last.new_values)).toEqual({ extra_services_employee_id: colleague });
    const [notice] = await s.t.dataSource.query(`SELECT body FROM outbox_messages WHERE recipient = 'nora@example.com' ORDER BY outbox_message_id DESC LIMIT 1`);
    expect(notice.body).toBe('Hello Nora,\n\nyour appointment on 2031-05-13 at 10:00 stays as booked; Cleo Test will do your extra services.\nCall us if you would rather choose another time.\n');
    const [{ referring }] = await s.t.dataSource.query('SELECT count(*)::int AS referring FROM appointment_services WHERE employee_id = $1', [leaving]);
    expect(referring).toBe(0);
  });
});

describe('a service booked as an extra', () => {
  it('is in the service\'s impact with the appointments that include it as an extra', async () => {
    const stylist = await s.newEmployee('Gia');
    const withExtra = await s.book(stylist, '2031-05-14', '10:00');
    await addExtra(withExtra);

    const impact = contract.serviceDeactivation.deactivationImpact.responses[200].parse((await s.t.http.get(`/api/services/${treatmentId}/deactivation-impact`).set(s.owner).expect(200)).body).data;
    expect(impact.appointments.map((row) => row.appointment_id)).toContain(withExtra);
  });
});

describe('an extra service racing a deactivation', () => {
  it('waits for the deactivation under way and is then refused, so no inactive employee gets an extra', async () => {
    const leaving = await s.newEmployee('Una');
    const colleague = await s.newEmployee('Vic');
    const appointment = await s.book(colleague, '2031-05-15', '10:00');
    const deactivation = s.t.dataSource.createQueryRunner();
    await deactivation.connect();
    await deactivation.startTransaction();
    try {
      // As POST /deactivate does: the employee's row locked first, then made inactive.
      await deactivation.query('SELECT 1 FROM employees WHERE employee_id = $1 FOR UPDATE', [leaving]);
      const adding = s.t.http.post(`/api/appointments/${appointment}/services`).set(s.reception).send({ service_id: treatmentId, employee_id: leaving }).then((response) => response);
      await s.waitForLockWaiter();
      await deactivation.query('UPDATE employees SET is_active = false WHERE employee_id = $1', [leaving]);
      await deactivation.commitTransaction();
      const response = await adding;
      expect(response.status).toBe(400);
      expect(response.body.details.fieldErrors).toEqual({ employee_id: ['This employee is inactive and cannot be booked'] });
    } finally {
      await deactivation.release();
    }
  });
});
