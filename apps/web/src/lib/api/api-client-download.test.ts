import { contract, MESSAGES } from '@salon/contracts';
import { ownerUser, signIn } from '../../testing/session-fixtures';
import { authorizationOf, callsTo, stubApi } from '../../testing/stub-api';
import { downloadFile, filenameOf } from './api-client';
import { ApiError } from './api-error';

const EXPORT = 'GET /api/appointments/export';

describe('filenameOf', () => {
  it.each([
    ['attachment; filename="appointments-2026-11-22.csv"', 'appointments-2026-11-22.csv'],
    ['attachment; filename=appointments.csv', 'appointments.csv'],
    ["attachment; filename=\"plain.csv\"; filename*=UTF-8''rendez-vous%20%C3%A9t%C3%A9.csv", 'rendez-vous été.csv'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.csv\"", 'fallback.csv'],
    ['attachment', null],
    ['attachment; filename=""', null],
    [null, null],
  ])('reads %s as %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});

describe('downloadFile', () => {
  it("sends the route's query as the typed client encodes it, with the session's token, and hands back the bytes", async () => {
    signIn(ownerUser, 'access-9');
    const fetchMock = stubApi({ [EXPORT]: () => new Response('a,b\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' } }) });

    const file = await downloadFile(contract.appointmentReports.export, { search: 'lee & co', employee_id: 3, status: undefined, format: 'csv' });

    const [call] = callsTo(fetchMock, EXPORT);
    expect(call.url).toBe('/api/appointments/export?search=lee%20%26%20co&employee_id=3&format=csv');
    expect(authorizationOf(call)).toBe('Bearer access-9');
    expect(file.filename).toBe('x.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it('rejects an answer the API did not shape (a proxy error page) with the generic message', async () => {
    signIn(ownerUser);
    stubApi({ [EXPORT]: () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }) });

    const failure = await downloadFile(contract.appointmentReports.export, {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 502, message: MESSAGES.internalError });
  });
});
