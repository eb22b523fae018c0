import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../common/testing/accounts';
import { employeeBody, scheduleDay } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';
import { runAsSalon } from '../../common/tenant/tenant-context';
import { EmployeeFactsQuery } from './employee-facts.query';

let t: TestApp;
let ids: { zoe: number; ada: number; ben: number; elsewhere: number };
const facts = () => t.app.get(EmployeeFactsQuery);
const inFirstSalon = <T>(work: () => Promise<T>) => runAsSalon(1, work);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAs(t, 'olivia', ['owner']);
  const hire = async (first_name: string, last_name: string) =>
    (await t.http.post('/api/employees').set(owner).send(employeeBody({ first_name, last_name, email: `${first_name}@example.com` })).expect(201)).body.data.employee_id as number;
  const zoe = await hire('Zoe', 'Adams');
  const ada = await hire('Ada', 'Young');
  const ben = await hire('Ben', 'Baker');
  await t.http.patch(`/api/employees/${ben}/status`).set(owner).send({ is_active: false }).expect(200);
  await t.http.post(`/api/employees/${zoe}/schedules`).set(owner).send(scheduleDay(2, { start_time: '09:00', end_time: '17:00' })).expect(201);
  const [{ salon_id }] = await t.dataSource.query(`INSERT INTO salons (name) VALUES ('Second Salon') RETURNING salon_id`);
  const [{ employee_id }] = await t.dataSource.query(
    `INSERT INTO employees (salon_id, first_name, last_name, position, hire_date) VALUES ($1, 'Eve', 'Elsewhere', 'stylist', '2020-01-01') RETURNING employee_id`,
    [salon_id],
  );
  ids = { zoe, ada, ben, elsewhere: employee_id };
});
afterAll(async () => {
  await t?.close();
});

describe('EmployeeFactsQuery', () => {
  it('lists the active employees of the salon by last name', async () => {
    expect((await inFirstSalon(() => facts().active())).map((employee) => employee.first_name)).toEqual(['Zoe', 'Ada']);
  });

  it('answers the named employees, inactive ones too, but never another salon’s', async () => {
    const some = await inFirstSalon(() => facts().some([ids.ada, ids.ben, ids.elsewhere]));
    expect(some).toEqual([
      { employee_id: ids.ben, first_name: 'Ben', last_name: 'Baker', position: 'stylist', is_active: false },
      { employee_id: ids.ada, first_name: 'Ada', last_name: 'Young', position: 'stylist', is_active: true },
    ]);
    expect(await inFirstSalon(() => facts().one(ids.elsewhere))).toBeNull();
    expect(await inFirstSalon(() => facts().exists(ids.elsewhere))).toBe(false);
    expect(await runAsSalon(2, () => facts().exists(ids.elsewhere))).toBe(true);
  });

  it('lists everyone a schedule may show: the active by name, then the inactive, never another salon’s', async () => {
    expect(await inFirstSalon(() => facts().scheduled())).toEqual([
      { employee_id: ids.zoe, first_name: 'Zoe', last_name: 'Adams', position: 'stylist', is_active: true },
      { employee_id: ids.ada, first_name: 'Ada', last_name: 'Young', position: 'stylist', is_active: true },
      { employee_id: ids.ben, first_name: 'Ben', last_name: 'Baker', position: 'stylist', is_active: false },
    ]);
  });

  it('answers weekly hours as plain rows, none for an employee without a schedule', async () => {
    expect(await inFirstSalon(() => facts().weeks([ids.zoe, ids.ada]))).toEqual([
      { employee_id: ids.zoe, day_of_week: 2, start_time: '09:00', end_time: '17:00', break_start: '13:00', break_end: '14:00' },
    ]);
  });
});
