import { signedInAs } from './accounts';
import { openBookingWindow } from './booking-window';
import { clientBody, serviceBody } from './factories';
import { createTestApp, type TestApp } from './test-app';

type Headers = Record<string, string>;

export type BookingStage = {
  t: TestApp;
  /** Priya at the front desk, Sofia the stylist, Olivia the owner: their bearer headers. */
  reception: Headers;
  stylist: Headers;
  owner: Headers;
  clientId: number;
  serviceId: number;
};

/**
 * What every appointment test starts from: the app on its own database, the three
 * people who book and run appointments, one client and one service (overrides allowed).
 */
export async function bookingStage(overrides: { client?: Record<string, unknown>; service?: Record<string, unknown> } = {}): Promise<BookingStage> {
  const t = await createTestApp();
  await openBookingWindow(t.dataSource);
  const reception = await signedInAs(t, 'priya', ['receptionist']);
  const stylist = await signedInAs(t, 'sofia', ['stylist']);
  const owner = await signedInAs(t, 'olivia', ['owner']);
  const clientId = (await t.http.post('/api/clients').set(reception).send(clientBody(overrides.client)).expect(201)).body.data.client_id as number;
  const serviceId = (await t.http.post('/api/services').set(owner).send(serviceBody(overrides.service)).expect(201)).body.data.service_id as number;
  return { t, reception, stylist, owner, clientId, serviceId };
}
