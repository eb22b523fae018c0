import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, signedInAtAnotherSalon } from '../testing/accounts';
import { clientBody } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let firstSalon: Record<string, string>;
let secondSalon: Record<string, string>;
let firstClientId: number;

beforeAll(async () => {
  t = await createTestApp();
  firstSalon = await signedInAs(t, 'priya', ['receptionist']);
  secondSalon = await signedInAtAnotherSalon(t, 'lena', ['clients:*']);
  firstClientId = (await t.http.post('/api/clients').set(firstSalon).send(clientBody({ first_name: 'Nora' })).expect(201)).body.data.client_id;
});
afterAll(async () => {
  await t?.close();
});

describe('a user of another salon', () => {
  it('does not see the first salon’s clients, in the list or by id', async () => {
    const list = await t.http.get('/api/clients').set(secondSalon).expect(200);
    expect(list.body.data).toMatchObject({ clients: [], total_count: 0 });
    await t.http.get(`/api/clients/${firstClientId}`).set(secondSalon).expect(404);
  });

  it('cannot change or delete them: 404, and the record stays as it was', async () => {
    await t.http.put(`/api/clients/${firstClientId}`).set(secondSalon).send(clientBody({ first_name: 'Changed' })).expect(404);
    await t.http.delete(`/api/clients/${firstClientId}`).set(secondSalon).expect(404);
    const stored = await t.http.get(`/api/clients/${firstClientId}`).set(firstSalon).expect(200);
    expect(stored.body.data).toMatchObject({ client_id: firstClientId, first_name: 'Nora', salon_id: 1 });
  });

  it('creates clients in their own salon, which the first salon does not see', async () => {
    const created = await t.http.post('/api/clients').set(secondSalon).send(clientBody({ first_name: 'Ines', email: 'ines@example.com' })).expect(201);
    expect(created.body.data).toMatchObject({ first_name: 'Ines', salon_id: 2 });
    await t.http.get(`/api/clients/${created.body.data.client_id}`).set(firstSalon).expect(404);
    const list = await t.http.get('/api/clients').set(firstSalon).expect(200);
    expect(list.body.data.clients.map((client: { first_name: string }) => client.first_name)).toEqual(['Nora']);
  });
});
