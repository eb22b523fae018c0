import { screen, waitFor, within } from '@testing-library/react';
import { SERVICE_TYPES, type ServiceDeactivationImpact } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { buildService } from '../../../testing/fixtures/services';
import { setupUser, type User } from '../../../testing/user-actions';

const IMPACT = 'GET /api/services/5/deactivation-impact';
const UPDATE = 'PUT /api/services/5';
const balayage = buildService();

const booked = { status: 'confirmed', service_id: 5, service_name: 'Balayage' };
const impact: ServiceDeactivationImpact = {
  service_id: 5,
  total: 2,
  appointments: [
    { ...booked, appointment_id: 41, appointment_date: '2026-12-01', start_time: '10:00', end_time: '12:00', client_name: 'Nora Quinn', employee_id: 3, employee_name: 'Rosa Diaz' },
    { ...booked, appointment_id: 42, appointment_date: '2026-12-03', start_time: '13:30', end_time: '15:30', client_name: 'Ada Byrne', employee_id: 4, employee_name: 'Ben Ito' },
  ],
};

function stubPageApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/services/5': () => dataResponse(balayage),
    [IMPACT]: () => dataResponse(impact),
    ...handlers,
  });
}

async function openConfirmation(user: User) {
  signIn(ownerUser);
  renderApp('/services/5');
  await screen.findByRole('heading', { level: 1, name: 'Balayage' });
  await user.click(screen.getByRole('button', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Balayage?' });
  await within(dialog).findByRole('table', { name: 'Upcoming appointments' });
  return dialog;
}

describe('deactivating a service that upcoming appointments include', () => {
  it('says they stay booked, lists them, and deactivates on confirm', async () => {
    const user = setupUser();
    const calls = stubPageApi({ [UPDATE]: ({ body }) => dataResponse({ ...balayage, ...(body as object) }) });
    const dialog = await openConfirmation(user);

    expect(within(dialog).getByText(/2 upcoming appointments include Balayage\. They stay booked as they are; deactivating only stops new bookings\./)).toBeInTheDocument();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Dec 1, 2026', '10:00 AM – 12:00 PM', 'Nora Quinn', 'Rosa Diaz'],
      ['Dec 3, 2026', '1:30 PM – 3:30 PM', 'Ada Byrne', 'Ben Ito'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Service deactivated')).toBeInTheDocument();
    expect(screen.getByText('Balayage can no longer be booked. 2 upcoming appointments stay booked.')).toBeInTheDocument();
    expect(callsTo(calls, UPDATE)[0].body).toEqual({ is_active: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts them all when more are booked than it lists, and says so in the toast', async () => {
    const user = setupUser();
    stubPageApi({ [IMPACT]: () => dataResponse({ ...impact, total: 240 }), [UPDATE]: ({ body }) => dataResponse({ ...balayage, ...(body as object) }) });
    const dialog = await openConfirmation(user);

    expect(within(dialog).getByText(/240 upcoming appointments include Balayage \(the soonest 2 are listed\)\. They stay booked/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Balayage can no longer be booked. 240 upcoming appointments stay booked.')).toBeInTheDocument();
  });

  it('says when the service could not be deactivated, and keeps the confirmation open', async () => {
    const user = setupUser();
    stubPageApi({ [UPDATE]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    const dialog = await openConfirmation(user);

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Service not deactivated')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('closes on Keep active without changing anything', async () => {
    const user = setupUser();
    const calls = stubPageApi();
    const dialog = await openConfirmation(user);

    await user.click(within(dialog).getByRole('button', { name: 'Keep active' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, UPDATE)).toHaveLength(0);
  });

  it('offers Deactivate in the services list too, with the same confirmation', async () => {
    const user = setupUser();
    stubPageApi({
      'GET /api/services': () => dataResponse({ services: [balayage], pagination: { total: 1, page: 1, pageSize: 10, totalPages: 1 } }),
      'GET /api/service-types': () => dataResponse(SERVICE_TYPES.map((type) => ({ ...type, description: null, is_active: true }))),
    });
    signIn(ownerUser);
    renderApp('/services');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Balayage' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Balayage?' });
    expect(await within(dialog).findByText(/2 upcoming appointments include Balayage/)).toBeInTheDocument();
  });
});
