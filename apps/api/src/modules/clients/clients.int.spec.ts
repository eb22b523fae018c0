import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { signedInAs } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let stylist: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
});
afterAll(async () => {
  await t?.close();
});

const create = async (overrides: Record<string, unknown> = {}) =>
  (await t.http.post('/api/clients').set(reception).send(clientBody(overrides)).expect(201)).body.data;
const count = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM clients'))[0].n);

describe('POST /api/clients', () => {
  it('creates a client in salon 1, active by default, blanks stored as null', async () => {
    const response = await t.http
      .post('/api/clients')
      .set(reception)
      .send(clientBody({ first_name: '  Nora ', city: '', zip_code: '   ', preferred_contact_method: 'sms', birthdate: '1990-04-12' }))
      .expect(201);
    const client = contract.clients.create.responses[201].parse(response.body).data;
    expect(client).toMatchObject({
      salon_id: 1,
      first_name: 'Nora',
      city: null,
      zip_code: null,
      is_active: true,
      preferred_contact_method: 'sms',
      birthdate: '1990-04-12',
    });
    const stored = await t.http.get(`/api/clients/${client.client_id}`).set(stylist).expect(200);
    expect(stored.body.data).toEqual(client);
  });

  it.each([
    [{ first_name: undefined }, 'first_name', 'First name is required'],
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ first_name: '   ' }, 'first_name', 'First name cannot be empty'],
    [{ last_name: undefined }, 'last_name', 'Last name is required'],
    [{ last_name: '  ' }, 'last_name', 'Last name cannot be empty'],
    [{ email: 'nora@' }, 'email', 'Invalid email address'],
    [{ phone: '0123' }, 'phone', 'Please enter a valid phone number'],
    [{ birthdate: '2999-01-01' }, 'birthdate', 'Birthdate cannot be in the future'],
    [{ preferred_contact_method: 'fax' }, 'preferred_contact_method', 'Preferred contact method must be email, phone or sms'],
    [{ note: 'Latex allergy', note_is_alert: 'yes' }, 'note_is_alert', 'note_is_alert must be true or false'],
  ])('refuses %j with the form\'s message and creates nothing', async (overrides, field, message) => {
    const before = await count();
    const response = await t.http.post('/api/clients').set(reception).send(clientBody(overrides)).expect(400);
    expect(response.body).toEqual({
      success: false,
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: { fieldErrors: { [field]: [message] } },
    });
    expect(await count()).toBe(before);
  });

  it('saves a first note with the client, signed by the creator; a blank note adds none', async () => {
    const client = await create({ note: '  Allergic to PPD; patch test first.  ' });
    const notes = await t.http.get(`/api/clients/${client.client_id}/notes`).set(stylist).expect(200);
    expect(notes.body.data).toMatchObject([{ client_id: client.client_id, note_text: 'Allergic to PPD; patch test first.', author: { first_name: 'Priya' } }]);

    const plain = await create({ note: '   ' });
    const none = await t.http.get(`/api/clients/${plain.client_id}/notes`).set(stylist).expect(200);
    expect(none.body.data).toEqual([]);
  });

  it('saves the first note as a health and safety alert when marked so, and as an ordinary note otherwise', async () => {
    const marked = await create({ note: 'Pregnant: no chemical peels.', note_is_alert: true });
    const markedNotes = await t.http.get(`/api/clients/${marked.client_id}/notes`).set(stylist).expect(200);
    expect(markedNotes.body.data).toMatchObject([{ note_text: 'Pregnant: no chemical peels.', is_alert: true }]);

    const plain = await create({ note: 'Allergic to latex.' });
    const plainNotes = await t.http.get(`/api/clients/${plain.client_id}/notes`).set(stylist).expect(200);
    expect(plainNotes.body.data).toMatchObject([{ note_text: 'Allergic to latex.', is_alert: false }]);
  });

  it("refuses a first note longer than a note may be, with the notes' message, and creates nothing", async () => {
    const before = await count();
    const response = await t.http.post('/api/clients').set(reception).send(clientBody({ note: 'x'.repeat(2001) })).expect(400);
    expect(response.body.details).toEqual({ fieldErrors: { note: ['Note must be at most 2000 characters'] } });
    expect(await count()).toBe(before);
  });

  it('keeps no client when its first note cannot be saved (one transaction)', async () => {
    // The database itself refuses this one note, after the client row is written.
    await t.dataSource.query(`ALTER TABLE client_notes ADD CONSTRAINT test_refuse_note CHECK (note_text <> 'Refused by the database')`);
    try {
      const before = await count();
      const notesBefore = Number((await t.dataSource.query('SELECT count(*) AS n FROM client_notes'))[0].n);
      const response = await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Rolled', note: 'Refused by the database' }));
      expect(response.status).toBe(500);
      expect(await count()).toBe(before);
      expect(Number((await t.dataSource.query('SELECT count(*) AS n FROM client_notes'))[0].n)).toBe(notesBefore);
      expect(await t.dataSource.query(`SELECT client_id FROM clients WHERE first_name = 'Rolled'`)).toEqual([]);
    } finally {
      await t.dataSource.query('ALTER TABLE client_notes DROP CONSTRAINT test_refuse_note');
    }
  });

  it('needs clients:create (a stylist may only read)', async () => {
    const response = await t.http.post('/api/clients').set(stylist).send(clientBody()).expect(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/clients', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM clients');
    const rows = [
      { first_name: 'Zoe', last_name: 'Adams', email: 'zoe@example.com', phone: '+1 646 555 0101' },
      { first_name: 'Adam', last_name: 'Young', email: 'adam.young@example.com', phone: '+1 917 555 0199' },
      { first_name: 'Mia', last_name: 'Brown', email: null, phone: '+1 212 555 7788', is_active: false },
      { first_name: 'Liam', last_name: 'Brown', email: 'liam_b@example.com', phone: null },
    ];
    ids = {};
    for (const row of rows) ids[row.first_name] = (await create(row)).client_id;
    // Twelve more, so there is a second page.
    for (let i = 0; i < 12; i++) await create({ first_name: `Extra${String(i).padStart(2, '0')}`, last_name: 'Zimmer', email: null, phone: null });
  });

  it('answers { clients, total_count }: page of 10 by last name, all statuses by default', async () => {
    const response = await t.http.get('/api/clients').set(stylist).expect(200);
    const { clients, total_count } = contract.clients.list.responses[200].parse(response.body).data;
    expect(total_count).toBe(16);
    expect(clients).toHaveLength(10);
    expect(clients.slice(0, 3).map((client) => `${client.first_name} ${client.last_name}`)).toEqual(['Zoe Adams', 'Liam Brown', 'Mia Brown']);
  });

  it('pages with limit and offset without overlap', async () => {
    const first = (await t.http.get('/api/clients?limit=10&offset=0').set(stylist)).body.data.clients;
    const second = (await t.http.get('/api/clients?limit=10&offset=10').set(stylist)).body.data.clients;
    expect(second).toHaveLength(6);
    const seen = new Set([...first, ...second].map((client: { client_id: number }) => client.client_id));
    expect(seen.size).toBe(16);
  });

  it.each([
    ['first name', 'zoe', ['Zoe']],
    ['full name', 'liam brown', ['Liam']],
    ['e-mail', 'ADAM.YOUNG@', ['Adam']],
    ['phone digits typed any way', '(212) 555-77', ['Mia']],
    ['a literal underscore, not a wildcard', 'liam_', ['Liam']],
  ])('searches by %s', async (_what, search, names) => {
    const response = await t.http.get('/api/clients').query({ search }).set(stylist).expect(200);
    expect(response.body.data.clients.map((client: { first_name: string }) => client.first_name)).toEqual(names);
    expect(response.body.data.total_count).toBe(names.length);
  });

  it('filters by is_active', async () => {
    const inactive = await t.http.get('/api/clients?is_active=false').set(stylist).expect(200);
    expect(inactive.body.data.clients.map((client: { client_id: number }) => client.client_id)).toEqual([ids.Mia]);
    const active = await t.http.get('/api/clients?is_active=true&limit=100').set(stylist).expect(200);
    expect(active.body.data.total_count).toBe(15);
  });

  it('sorts by first name (the Name column) and by created date, both ways', async () => {
    const byFirst = await t.http.get('/api/clients?sortBy=first_name&sortOrder=desc&limit=2').set(stylist).expect(200);
    expect(byFirst.body.data.clients.map((client: { first_name: string }) => client.first_name)).toEqual(['Zoe', 'Mia']);
    const newest = await t.http.get('/api/clients?sortBy=created_at&sortOrder=DESC&limit=1').set(stylist).expect(200);
    expect(newest.body.data.clients[0].first_name).toBe('Extra11');
  });

  it.each([
    ['sortBy=password', 'sortBy', 'sortBy must be one of: first_name, last_name, email, phone, is_active, created_at'],
    ['sortOrder=sideways', 'sortOrder', 'sortOrder must be ASC or DESC'],
    ['limit=1001', 'limit', 'limit must be at most 1000'],
    ['offset=-1', 'offset', 'offset cannot be negative'],
    ['is_active=yes', 'is_active', 'is_active must be true or false'],
  ])('refuses ?%s with a 400 naming the field', async (query, field, message) => {
    const response = await t.http.get(`/api/clients?${query}`).set(stylist).expect(400);
    expect(response.body.details.fieldErrors).toEqual({ [field]: [message] });
  });
});

describe('PUT /api/clients/:id', () => {
  it('replaces the details', async () => {
    const client = await create();
    const response = await t.http
      .put(`/api/clients/${client.client_id}`)
      .set(reception)
      .send(clientBody({ last_name: 'Quinn-Hale', email: '', is_active: false }))
      .expect(200);
    expect(response.body.data).toMatchObject({ client_id: client.client_id, last_name: 'Quinn-Hale', email: null, is_active: false });
    expect(new Date(response.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(client.updated_at).getTime());
  });

  it('keeps the status when is_active is left out', async () => {
    const client = await create({ is_active: false });
    const response = await t.http.put(`/api/clients/${client.client_id}`).set(reception).send(clientBody({ city: 'Hoboken' })).expect(200);
    expect(response.body.data).toMatchObject({ city: 'Hoboken', is_active: false });
  });

  it('changes nothing when a field is wrong', async () => {
    const client = await create({ first_name: 'Ivy' });
    await t.http.put(`/api/clients/${client.client_id}`).set(reception).send(clientBody({ first_name: 'Ivy', email: 'not-an-email' })).expect(400);
    const stored = await t.http.get(`/api/clients/${client.client_id}`).set(reception).expect(200);
    expect(stored.body.data.email).toBe(client.email);
  });

  it('answers 404 for a client that does not exist', async () => {
    const response = await t.http.put('/api/clients/999999').set(reception).send(clientBody()).expect(404);
    expect(response.body).toEqual({ success: false, status: 404, code: 'NOT_FOUND', message: 'Client not found' });
  });
});

describe('DELETE /api/clients/:id', () => {
  it('deletes with 204 and no body, then the client is gone', async () => {
    const client = await create();
    const response = await t.http.delete(`/api/clients/${client.client_id}`).set(reception).expect(204);
    expect(response.text).toBe('');
    await t.http.get(`/api/clients/${client.client_id}`).set(reception).expect(404);
    await t.http.delete(`/api/clients/${client.client_id}`).set(reception).expect(404);
  });

  it('needs clients:delete', async () => {
    const client = await create();
    await t.http.delete(`/api/clients/${client.client_id}`).set(stylist).expect(403);
    await t.http.get(`/api/clients/${client.client_id}`).set(stylist).expect(200);
  });
});
