import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@salon/contracts';
import { createRole, signedInAs } from '../../common/testing/accounts';
import { clientBody } from '../../common/testing/factories';
import { createTestApp, type TestApp } from '../../common/testing/test-app';

let t: TestApp;
let reception: Record<string, string>;
let stylist: Record<string, string>;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  reception = await signedInAs(t, 'priya', ['receptionist']);
  stylist = await signedInAs(t, 'sofia', ['stylist']);
  clientId = (await t.http.post('/api/clients').set(reception).send(clientBody()).expect(201)).body.data.client_id;
});
afterAll(async () => {
  await t?.close();
});

const addNote = async (note_text: string, client = clientId, extra: { is_alert?: boolean } = {}) =>
  (await t.http.post(`/api/clients/${client}/notes`).set(reception).send({ note_text, ...extra }).expect(201)).body.data;

const newClient = async (first_name: string) => (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name })).expect(201)).body.data.client_id as number;

describe('client notes', () => {
  it('adds a note signed by its author and lists notes newest first', async () => {
    const first = await addNote('Allergic to PPD; patch test every time.');
    const second = await addNote('  Prefers Saturday mornings.  ');
    expect(first).toMatchObject({ client_id: clientId, note_text: 'Allergic to PPD; patch test every time.', author: { first_name: 'Priya', last_name: 'Tester' } });
    expect(second.note_text).toBe('Prefers Saturday mornings.');
    const response = await t.http.get(`/api/clients/${clientId}/notes`).set(stylist).expect(200);
    const notes = contract.clients.listNotes.responses[200].parse(response.body).data;
    expect(notes.map((note) => note.note_id)).toEqual([second.note_id, first.note_id]);
    const one = await t.http.get(`/api/clients/${clientId}/notes/${first.note_id}`).set(stylist).expect(200);
    expect(one.body.data).toEqual(first);
  });

  it('saves a note as an ordinary one unless marked as a health and safety alert', async () => {
    const client = await newClient('Alerted');
    const ordinary = await addNote('Allergic to latex.', client);
    const alert = await addNote('Pregnant: no chemical peels.', client, { is_alert: true });
    expect(ordinary.is_alert).toBe(false);
    expect(alert.is_alert).toBe(true);
    const stored = await t.dataSource.query('SELECT note_id, is_alert FROM client_notes WHERE client_id = $1 ORDER BY note_id', [client]);
    expect(stored).toEqual([
      { note_id: ordinary.note_id, is_alert: false },
      { note_id: alert.note_id, is_alert: true },
    ]);
  });

  it('lists alerts first, then the other notes, each newest first', async () => {
    const client = await newClient('Pinned');
    const oldAlert = await addNote('Allergic to PPD.', client, { is_alert: true });
    const oldNote = await addNote('Prefers Rosa.', client);
    const newAlert = await addNote('Patch test before every colour.', client, { is_alert: true });
    const newNote = await addNote('Coffee, no sugar.', client);
    const response = await t.http.get(`/api/clients/${client}/notes`).set(stylist).expect(200);
    const notes = contract.clients.listNotes.responses[200].parse(response.body).data;
    expect(notes.map((note) => [note.note_id, note.is_alert])).toEqual([
      [newAlert.note_id, true],
      [oldAlert.note_id, true],
      [newNote.note_id, false],
      [oldNote.note_id, false],
    ]);
  });

  it('marks and unmarks a note as an alert on edit, and an edit without the flag keeps it', async () => {
    const note = await addNote('Sensitive scalp.');
    const edit = (body: object) => t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).send(body).expect(200);

    expect((await edit({ note_text: 'Sensitive scalp.', is_alert: true })).body.data.is_alert).toBe(true);
    expect((await edit({ note_text: 'Sensitive scalp: lukewarm water.' })).body.data).toMatchObject({ note_text: 'Sensitive scalp: lukewarm water.', is_alert: true });
    expect((await edit({ note_text: 'Sensitive scalp: lukewarm water.', is_alert: false })).body.data.is_alert).toBe(false);
    expect((await t.http.get(`/api/clients/${clientId}/notes/${note.note_id}`).set(stylist).expect(200)).body.data.is_alert).toBe(false);
  });

  it('refuses an alert flag that is not true or false, adding or editing, with the error envelope', async () => {
    const note = await addNote('Colour 7N');
    const refusals = [
      await t.http.post(`/api/clients/${clientId}/notes`).set(reception).send({ note_text: 'Latex allergy', is_alert: 'yes' }),
      await t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).send({ note_text: 'Colour 7N', is_alert: 1 }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: { fieldErrors: { is_alert: ['is_alert must be true or false'] } },
      });
    }
    expect((await t.http.get(`/api/clients/${clientId}/notes/${note.note_id}`).set(stylist).expect(200)).body.data.is_alert).toBe(false);
  });

  it('edits and deletes a note', async () => {
    const note = await addNote('Color 6N');
    const edited = await t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).send({ note_text: 'Color 6N + 7G' }).expect(200);
    expect(edited.body.data).toMatchObject({ note_id: note.note_id, note_text: 'Color 6N + 7G' });
    await t.http.delete(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).expect(204);
    await t.http.get(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).expect(404);
  });

  it('refuses an empty or too long note', async () => {
    const empty = await t.http.post(`/api/clients/${clientId}/notes`).set(reception).send({ note_text: '   ' }).expect(400);
    expect(empty.body.details.fieldErrors).toEqual({ note_text: ['Note text is required'] });
    const long = await t.http.post(`/api/clients/${clientId}/notes`).set(reception).send({ note_text: 'x'.repeat(2001) }).expect(400);
    expect(long.body.details.fieldErrors).toEqual({ note_text: ['Note must be at most 2000 characters'] });
  });

  it('keeps notes to their client: another client\'s note id is 404', async () => {
    const otherClient = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Other' })).expect(201)).body.data.client_id;
    const note = await addNote('Only for the other client', otherClient);
    const response = await t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(reception).send({ note_text: 'hijack' }).expect(404);
    expect(response.body.message).toBe('Note not found');
    await t.http.get(`/api/clients/999999/notes`).set(reception).expect(404);
  });

  it('refuses a stylist (clients:read) adding, editing or deleting a note: 403', async () => {
    const note = await addNote('Keep the fringe long');
    const refusals = [
      await t.http.post(`/api/clients/${clientId}/notes`).set(stylist).send({ note_text: 'hello' }),
      await t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(stylist).send({ note_text: 'hello' }),
      await t.http.delete(`/api/clients/${clientId}/notes/${note.note_id}`).set(stylist),
    ];
    expect(refusals.map((response) => [response.status, response.body.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
    expect((await t.http.get(`/api/clients/${clientId}/notes/${note.note_id}`).set(stylist).expect(200)).body.data.note_text).toBe('Keep the fringe long');
  });

  it('lets clients:update edit a note but not add one (clients:create) or delete one (clients:delete)', async () => {
    await createRole(t.dataSource, 'note editor', ['clients:read', 'clients:update']);
    const editor = await signedInAs(t, 'nadia', ['note editor']);
    const note = await addNote('Colour 5N');

    await t.http.put(`/api/clients/${clientId}/notes/${note.note_id}`).set(editor).send({ note_text: 'Colour 5N + 6G' }).expect(200);
    expect((await t.http.post(`/api/clients/${clientId}/notes`).set(editor).send({ note_text: 'hello' }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http.delete(`/api/clients/${clientId}/notes/${note.note_id}`).set(editor).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http.get(`/api/clients/${clientId}/notes/${note.note_id}`).set(editor).expect(200)).body.data.note_text).toBe('Colour 5N + 6G');
  });

  it('deletes a client\'s notes with the client', async () => {
    const doomed = (await t.http.post('/api/clients').set(reception).send(clientBody({ first_name: 'Gone' })).expect(201)).body.data.client_id;
    await addNote('will go', doomed);
    await t.http.delete(`/api/clients/${doomed}`).set(reception).expect(204);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM client_notes WHERE client_id = $1', [doomed]);
    expect(n).toBe(0);
  });
});
