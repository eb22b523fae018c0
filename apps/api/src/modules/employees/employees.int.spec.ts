import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@salon/contracts';
import { bearer, signIn, signedInAs } from '../../common/testing/accounts';
import { employeeBody, nextWeekday, scheduleDay } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let manager: Record<string, string>;
let stylist: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'marcus', ['manager']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

let emailCounter = 0;
const uniqueEmail = () => `person${++emailCounter}@willowbirch.example`;
const create = async (overrides: Record<string, unknown> = {}) =>
  (await t.http.post('/api/employees').set(manager).send(employeeBody({ email: uniqueEmail(), ...overrides })).expect(201)).body.data;
const thisYear = new Date().getFullYear();

describe('POST /api/employees', () => {
  it('creates an employee with every field of the spec', async () => {
    const body = employeeBody({
      email: 'aisha@willowbirch.example',
      phone: '+1 212 555 0182',
      date_of_birth: '1988-09-23',
      address: '12 Grove St, New York',
      position: 'colorist',
      hourly_rate: 30.5,
      commission_rate: 45,
      employment_type: 'part_time',
      specializations: 'Balayage, Color correction',
      certifications: 'Redken',
      years_experience: 14,
      emergency_contact_name: 'Sam Thompson',
      emergency_contact_phone: '+1 917 555 0100',
      notes: 'Keyholder',
    });
    const response = await t.http.post('/api/employees').set(manager).send(body).expect(201);
    const employee = contract.employees.create.responses[201].parse(response.body).data;
    expect(employee).toMatchObject({ ...body, salon_id: 1, is_active: true });
    const stored = await t.http.get(`/api/employees/${employee.employee_id}`).set(manager).expect(200);
    expect(stored.body.data).toEqual(employee);
  });

  it('defaults employment type to full_time', async () => {
    const { employment_type: _omitted, ...body } = employeeBody({ email: uniqueEmail() });
    const response = await t.http.post('/api/employees').set(manager).send(body).expect(201);
    expect(response.body.data.employment_type).toBe('full_time');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ first_name: 'A' }, 'first_name', 'First name must be between 2 and 50 characters'],
    [{ last_name: 'x'.repeat(51) }, 'last_name', 'Last name must be between 2 and 50 characters'],
    [{ position: undefined }, 'position', 'Position is required'],
    [{ position: 'wizard' }, 'position', 'Position is required'],
    [{ hire_date: '' }, 'hire_date', 'Hire date is required'],
    [{ hire_date: `${thisYear + 1}-01-01` }, 'hire_date', 'Hire date cannot be in the future'],
    [{ employment_type: 'forever' }, 'employment_type', 'Employment type is required'],
    [{ email: 'sofia@' }, 'email', 'Please enter a valid email address'],
    [{ phone: '+0 555' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '12345678901234567' }, 'phone', 'Please enter a valid phone number'],
    [{ hourly_rate: 200.01 }, 'hourly_rate', 'Hourly rate must be between $0 and $200'],
    [{ hourly_rate: -1 }, 'hourly_rate', 'Hourly rate must be between $0 and $200'],
    [{ commission_rate: 101 }, 'commission_rate', 'Commission rate must be between 0% and 100%'],
    [{ years_experience: 51 }, 'years_experience', 'Years of experience must be between 0 and 50'],
    [{ date_of_birth: `${thisYear - 15}-01-01` }, 'date_of_birth', 'Employee must be between 16 and 100 years old'],
    [{ date_of_birth: `${thisYear - 101}-12-31` }, 'date_of_birth', 'Employee must be between 16 and 100 years old'],
  ])('refuses %j with the form\'s message', async (overrides, field, message) => {
    const response = await t.http.post('/api/employees').set(manager).send(employeeBody(overrides)).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ [field]: [message] });
  });

  it('accepts the bounds themselves: 16 and 100 years old, rates at their limits', async () => {
    await create({ date_of_birth: `${thisYear - 16}-12-31`, hourly_rate: 200, commission_rate: 100, years_experience: 50 });
    await create({ date_of_birth: `${thisYear - 100}-01-01`, hourly_rate: 0, commission_rate: 0, years_experience: 0 });
  });

  it('refuses a second employee with the same e-mail, whatever its case, with 409 EMAIL_TAKEN', async () => {
    await create({ email: 'dup@willowbirch.example' });
    const response = await t.http.post('/api/employees').set(manager).send(employeeBody({ email: 'DUP@willowbirch.example' })).expect(409);
    expect(response.body).toEqual({
      success: false,
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'An employee with this email already exists',
      details: { fieldErrors: { email: ['An employee with this email already exists'] } },
    });
  });

  it('needs employees:create', async () => {
    await t.http.post('/api/employees').set(stylist).send(employeeBody()).expect(403);
  });
});

describe('the salon\'s today decides "in the future"', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a hire date that is today in UTC but tomorrow in the salon (New York)', async () => {
    // 03:00 UTC on 22 Nov is still 21 Nov in New York.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T03:00:00Z') });
    // Signed in at the pretend time, so the access token is valid then.
    const manager = bearer((await signIn(t, 'marcus')).token);
    const response = await t.http.post('/api/employees').set(manager).send(employeeBody({ hire_date: '2026-11-22' })).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ hire_date: ['Hire date cannot be in the future'] });
    await t.http.post('/api/employees').set(manager).send(employeeBody({ hire_date: '2026-11-21', email: uniqueEmail() })).expect(201);
  });
});

describe('GET /api/employees', () => {
  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM employees');
    await create({ first_name: 'Sofia', last_name: 'Marino', position: 'stylist', hire_date: '2019-03-04', specializations: 'Curly hair' });
    await create({ first_name: 'Lena', last_name: 'Fischer', position: 'nail_technician', hire_date: '2023-04-10', phone: '+1 212 555 0184', date_of_birth: '1990-05-17', hourly_rate: 27.25, commission_rate: 12.5 });
    await create({ first_name: 'Daniel', last_name: 'Kim', position: 'barber', hire_date: '2022-02-01' });
    const retired = await create({ first_name: 'Old', last_name: 'Timer', position: 'stylist', hire_date: '2010-01-01' });
    await t.http.patch(`/api/employees/${retired.employee_id}/status`).set(manager).send({ is_active: false }).expect(200);
  });

  it('answers { rows, count } by last name', async () => {
    const response = await t.http.get('/api/employees').set(stylist).expect(200);
    const { rows, count } = contract.employees.list.responses[200].parse(response.body).data;
    expect(count).toBe(4);
    expect(rows.map((row) => row.last_name)).toEqual(['Fischer', 'Kim', 'Marino', 'Timer']);
  });

  it('filters by position and by is_active, together', async () => {
    const stylists = await t.http.get('/api/employees?position=stylist').set(stylist).expect(200);
    expect(stylists.body.data.rows.map((row: { first_name: string }) => row.first_name)).toEqual(['Sofia', 'Old']);
    const activeStylists = await t.http.get('/api/employees?position=stylist&is_active=true').set(stylist).expect(200);
    expect(activeStylists.body.data).toMatchObject({ count: 1, rows: [{ first_name: 'Sofia' }] });
    const bad = await t.http.get('/api/employees?position=wizard').set(stylist).expect(400);
    expect(Object.keys(bad.body.details.fieldErrors)).toEqual(['position']);
  });

  it.each([
    ['nail tech', ['Lena']],
    ['curly', ['Sofia']],
    ['555 0184', ['Lena']],
    ['daniel kim', ['Daniel']],
  ])('searches %j over name, position, specializations and phone', async (search, names) => {
    const response = await t.http.get('/api/employees').query({ search }).set(stylist).expect(200);
    expect(response.body.data.rows.map((row: { first_name: string }) => row.first_name)).toEqual(names);
  });

  it('answers each employee field for field as the detail does, dates, rates and nulls alike', async () => {
    const list = (await t.http.get('/api/employees').set(manager).expect(200)).body.data.rows as { employee_id: number; created_at: string }[];
    expect(list).toHaveLength(4);
    for (const row of list) {
      const detail = await t.http.get(`/api/employees/${row.employee_id}`).set(manager).expect(200);
      expect(row).toEqual(detail.body.data);
    }
    expect(list[0]).toMatchObject({ hire_date: '2023-04-10', date_of_birth: '1990-05-17', hourly_rate: 27.25, commission_rate: 12.5, address: null });
    expect(list[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('counts every match whatever the page, also past the last one', async () => {
    const second = await t.http.get('/api/employees?limit=2&offset=2').set(stylist).expect(200);
    expect(second.body.data).toMatchObject({ count: 4, rows: [{ last_name: 'Marino' }, { last_name: 'Timer' }] });
    const beyond = await t.http.get('/api/employees?limit=2&offset=10&is_active=true').set(stylist).expect(200);
    expect(beyond.body.data).toEqual({ rows: [], count: 3 });
    const none = await t.http.get('/api/employees?search=nobody-by-this-name').set(stylist).expect(200);
    expect(none.body.data).toEqual({ rows: [], count: 0 });
  });

  it('sorts by hire date, newest first', async () => {
    const response = await t.http.get('/api/employees?sortBy=hire_date&sortOrder=desc').set(stylist).expect(200);
    expect(response.body.data.rows.map((row: { hire_date: string }) => row.hire_date)).toEqual(['2023-04-10', '2022-02-01', '2019-03-04', '2010-01-01']);
  });

  it('GET /api/employees/search finds by q, active people first, up to limit', async () => {
    const response = await t.http.get('/api/employees/search?q=i&limit=2').set(stylist).expect(200);
    expect(response.body.data).toHaveLength(2);
    expect(response.body.data.every((row: { is_active: boolean }) => row.is_active)).toBe(true);
    const missing = await t.http.get('/api/employees/search').set(stylist).expect(400);
    expect(missing.body.details.fieldErrors).toEqual({ q: ['q is required'] });
  });
});

describe('changing and removing employees', () => {
  it('PUT replaces the details; a clash of e-mails is 409', async () => {
    const employee = await create();
    const other = await create();
    const updated = await t.http
      .put(`/api/employees/${employee.employee_id}`)
      .set(manager)
      .send(employeeBody({ email: employee.email, position: 'manager', hourly_rate: 38 }))
      .expect(200);
    expect(updated.body.data).toMatchObject({ position: 'manager', hourly_rate: 38 });
    const clash = await t.http.put(`/api/employees/${employee.employee_id}`).set(manager).send(employeeBody({ email: other.email })).expect(409);
    expect(clash.body.code).toBe('EMAIL_TAKEN');
    await t.http.put('/api/employees/999999').set(manager).send(employeeBody()).expect(404);
  });

  it('PUT keeps the status when is_active is left out', async () => {
    const employee = await create();
    await t.http.patch(`/api/employees/${employee.employee_id}/status`).set(manager).send({ is_active: false }).expect(200);
    const response = await t.http.put(`/api/employees/${employee.employee_id}`).set(manager).send(employeeBody({ email: employee.email, notes: 'On leave' })).expect(200);
    expect(response.body.data).toMatchObject({ notes: 'On leave', is_active: false });
  });

  it('PATCH /status deactivates and activates; it needs employees:update', async () => {
    const employee = await create();
    const off = await t.http.patch(`/api/employees/${employee.employee_id}/status`).set(manager).send({ is_active: false }).expect(200);
    expect(off.body.data.is_active).toBe(false);
    const on = await t.http.patch(`/api/employees/${employee.employee_id}/status`).set(manager).send({ is_active: true }).expect(200);
    expect(on.body.data.is_active).toBe(true);
    await t.http.patch(`/api/employees/${employee.employee_id}/status`).set(stylist).send({ is_active: false }).expect(403);
    const missing = await t.http.patch(`/api/employees/${employee.employee_id}/status`).set(manager).send({}).expect(400);
    expect(missing.body.details.fieldErrors).toEqual({ is_active: ['is_active is required'] });
  });

  it('DELETE removes the employee and their schedule', async () => {
    const employee = await create();
    await t.http.post(`/api/employees/${employee.employee_id}/schedules`).set(manager).send({ day_of_week: 2, start_time: '09:00', end_time: '17:00' }).expect(201);
    await t.http.delete(`/api/employees/${employee.employee_id}`).set(manager).expect(204);
    await t.http.get(`/api/employees/${employee.employee_id}`).set(manager).expect(404);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM employee_schedules WHERE employee_id = $1', [employee.employee_id]);
    expect(n).toBe(0);
  });
});

describe('pay is private: rates only for those who may change employees', () => {
  const readers: Record<string, Record<string, string>> = {};
  const changers: Record<string, Record<string, string>> = {};
  let employeeId: number;
  const wednesday = nextWeekday(3);

  beforeAll(async () => {
    readers.receptionist = await signedInAs(t, 'priya', ['receptionist']);
    readers.stylist = stylist;
    changers.manager = manager;
    changers.owner = await signedInAs(t, 'olivia', ['owner']);
    const employee = await create({ first_name: 'Paula', last_name: 'Payne', hourly_rate: 31.5, commission_rate: 22.5 });
    employeeId = employee.employee_id;
    await t.http.post(`/api/employees/${employeeId}/schedules`).set(manager).send(scheduleDay(3)).expect(201);
  });

  /** The record of Paula Payne as each employee route answers it to these headers. */
  async function paulaEverywhere(headers: Record<string, string>) {
    const pick = (rows: { employee_id: number }[]) => rows.find((row) => row.employee_id === employeeId);
    const list = await t.http.get('/api/employees').query({ search: 'Payne' }).set(headers).expect(200);
    const one = await t.http.get(`/api/employees/${employeeId}`).set(headers).expect(200);
    const search = await t.http.get('/api/employees/search').query({ q: 'Payne' }).set(headers).expect(200);
    const available = await t.http.get('/api/employees/available').query({ date: wednesday, start_time: '10:00', duration_minutes: 30 }).set(headers).expect(200);
    return { list: pick(list.body.data.rows), get: one.body.data, search: pick(search.body.data), available: pick(available.body.data) };
  }

  it.each(['receptionist', 'stylist'])('the %s gets every record without hourly_rate and commission_rate', async (role) => {
    const records = await paulaEverywhere(readers[role]);
    for (const record of Object.values(records)) {
      expect(record).toMatchObject({ employee_id: employeeId, first_name: 'Paula', last_name: 'Payne' });
      expect(record).not.toHaveProperty('hourly_rate');
      expect(record).not.toHaveProperty('commission_rate');
    }
  });

  it.each(['manager', 'owner'])('the %s gets the rates on every record', async (role) => {
    const records = await paulaEverywhere(changers[role]);
    for (const record of Object.values(records)) {
      expect(record).toMatchObject({ employee_id: employeeId, hourly_rate: 31.5, commission_rate: 22.5 });
    }
  });

  it('PATCH /status answers the rates to whoever may make it', async () => {
    const response = await t.http.patch(`/api/employees/${employeeId}/status`).set(manager).send({ is_active: true }).expect(200);
    expect(response.body.data).toMatchObject({ hourly_rate: 31.5, commission_rate: 22.5 });
  });
});
