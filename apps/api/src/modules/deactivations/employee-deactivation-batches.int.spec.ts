import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type AffectedAppointment } from '@salon/contracts';
import { usePretendClock } from '../../common/testing/pretend-clock';
import { deactivationStage, type DeactivationStage } from './deactivation-stage';

// An employee with more appointments than one request takes (500) is handed over in batches.
// Fixed 2031 dates stay in the future: pretend now is 2 December 2030.
usePretendClock();

let s: DeactivationStage;

beforeAll(async () => {
  s = await deactivationStage('b');
});
afterAll(async () => {
  await s?.t.close();
});

/** `count` more copies of the template, one a day from the day after it, straight into the table. */
async function copyDaily(template: number, count: number): Promise<void> {
  const columns = ((await s.t.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'appointments' AND column_name NOT IN ('appointment_id', 'appointment_date') AND is_generated = 'NEVER'`)) as { column_name: string }[]).map(
    (row) => row.column_name,
  );
  await s.t.dataSource.query(
    `INSERT INTO appointments (appointment_date, ${columns.join(', ')}) SELECT appointment_date + day, ${columns.join(', ')} FROM appointments, generate_series(1, $2) AS day WHERE appointment_id = $1`,
    [template, count],
  );
}
const impactOf = async (employeeId: number) => contract.employeeDeactivation.deactivationImpact.responses[200].parse((await s.t.http.get(`/api/employees/${employeeId}/deactivation-impact`).set(s.owner).expect(200)).body).data;
const cancelEach = (rows: AffectedAppointment[]) => rows.map((row) => ({ appointment_id: row.appointment_id, action: 'cancel' as const }));

describe('an employee with more future appointments than a request takes', () => {
  it('lists the soonest 100 with the total, and is deactivated after handing them over 100 at a time', async () => {
    const leaving = await s.newEmployee('Max');
    const first = await s.book(leaving, '2031-01-06', '10:00');
    await copyDaily(first, 500);

    let impact = await impactOf(leaving);
    expect(impact.total).toBe(501);
    expect(impact.appointments).toHaveLength(100);
    expect(impact.appointments[0]).toMatchObject({ appointment_id: first, appointment_date: '2031-01-06' });
    expect(impact.appointments[99].appointment_date).toBe('2031-04-15');
    const service = contract.serviceDeactivation.deactivationImpact.responses[200].parse((await s.t.http.get(`/api/services/${s.serviceId}/deactivation-impact`).set(s.owner).expect(200)).body).data;
    expect([service.total, service.appointments.length]).toEqual([501, 100]);

    for (const remaining of [401, 301, 201, 101, 1]) {
      const handed = await s.t.http.post(`/api/employees/${leaving}/hand-over`).set(s.owner).send({ appointments: cancelEach(impact.appointments) }).expect(200);
      expect(contract.employeeDeactivation.handOver.responses[200].parse(handed.body).data).toEqual({ employee_id: leaving, remaining });
      impact = await impactOf(leaving);
    }
    expect((await s.t.http.get(`/api/employees/${leaving}`).set(s.owner).expect(200)).body.data.is_active).toBe(true);

    expect(impact).toMatchObject({ total: 1, appointments: [{ appointment_date: '2032-05-20' }] });
    const done = await s.t.http.post(`/api/employees/${leaving}/deactivate`).set(s.owner).send({ appointments: cancelEach(impact.appointments) }).expect(200);
    expect(done.body.data.is_active).toBe(false);
  });
});

describe('POST /api/employees/:id/hand-over', () => {
  it('reassigns and cancels the listed appointments in one go, keeping the employee active, and answers what remains', async () => {
    const leaving = await s.newEmployee('Ana');
    const colleague = await s.newEmployee('Ben');
    const moved = await s.book(leaving, '2031-06-02', '10:00');
    const cancelled = await s.book(leaving, '2031-06-03', '10:00');
    await s.book(leaving, '2031-06-04', '10:00');

    const response = await s.t.http
      .post(`/api/employees/${leaving}/hand-over`)
      .set(s.owner)
      .send({ appointments: [{ appointment_id: moved, action: 'reassign', employee_id: colleague }, { appointment_id: cancelled, action: 'cancel' }] })
      .expect(200);
    expect(response.body.data).toEqual({ employee_id: leaving, remaining: 1 });
    expect((await s.t.http.get(`/api/appointments/${moved}`).set(s.reception).expect(200)).body.data.employee_id).toBe(colleague);
    expect((await s.t.http.get(`/api/appointments/${cancelled}`).set(s.reception).expect(200)).body.data.status.name).toBe('cancelled');
    expect((await s.t.http.get(`/api/employees/${leaving}`).set(s.owner).expect(200)).body.data.is_active).toBe(true);
  });

  it('refuses an appointment that is not theirs with 409, changing nothing', async () => {
    const leaving = await s.newEmployee('Cai');
    const colleague = await s.newEmployee('Dot');
    const theirs = await s.book(leaving, '2031-06-09', '10:00');
    const notTheirs = await s.book(colleague, '2031-06-10', '10:00');

    const response = await s.t.http
      .post(`/api/employees/${leaving}/hand-over`)
      .set(s.owner)
      .send({ appointments: [{ appointment_id: theirs, action: 'cancel' }, { appointment_id: notTheirs, action: 'cancel' }] })
      .expect(409);
    expect(response.body.details.fieldErrors).toEqual({ 'appointments.1.appointment_id': ["This appointment is not one of the employee's future appointments; reload and try again"] });
    expect((await s.t.http.get(`/api/appointments/${theirs}`).set(s.reception).expect(200)).body.data.status.name).toBe('pending');
  });
});
