import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildOtherAppointment, clientsIn, openWorkQueues, QUEUE_URLS, queueSection, statuses, stubWorkQueuesApi } from '../../../testing/work-queue-testing';
import { setupUser } from '../../../testing/user-actions';

const overdue = buildAppointment({ appointment_date: '2026-11-20', status: statuses.confirmed, status_id: 2 });
const toConfirm = buildOtherAppointment();
const reminder = buildAppointment({ appointment_id: 44, appointment_date: '2026-11-25', status: statuses.confirmed, status_id: 2 });

const readOnlyUser = buildUser({ permissions: ['appointments:read'] });

describe('appointments To Do view', () => {
  it('opens from ?view=queues with the three queues, their counts and rows, each from its own endpoint', async () => {
    const { fetchMock } = stubWorkQueuesApi({ overdue: [overdue], confirmation: [toConfirm, buildOtherAppointment({ appointment_id: 45, start_time: '15:00', end_time: '15:30' })], reminders: [reminder] });
    await openWorkQueues();

    expect(screen.getByRole('radio', { name: 'To Do' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Needs confirmation (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reminders due (1)' })).toBeInTheDocument();

    expect(clientsIn('Overdue')).toEqual(['Maya Lopez']);
    expect(clientsIn('Needs confirmation')).toEqual(['Leo Park', 'Leo Park']);
    expect(clientsIn('Reminders due')).toEqual(['Maya Lopez']);

    const table = within(queueSection('Overdue')).getByRole('table', { name: 'Overdue appointments' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date & Time', 'Client', 'Service', 'Employee', 'Status', 'Actions']);
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Nov 20, 2026' })).toHaveAttribute('href', '/appointments/42');
    expect(within(row).getByText('10:00 AM – 10:45 AM')).toBeInTheDocument();
    expect(within(row).getByText('+1 555 010 7000')).toBeInTheDocument();
    expect(within(row).getByText("Women's Haircut")).toBeInTheDocument();
    expect(within(row).getByText('Rosa Diaz')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();

    for (const url of Object.values(QUEUE_URLS)) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(1);
    // The view needs nothing else from the appointments API.
    expect(callsTo(fetchMock, 'GET /api/appointments')).toHaveLength(0);
  });

  it('says so when a queue is empty', async () => {
    stubWorkQueuesApi();
    await openWorkQueues();

    expect(within(queueSection('Overdue')).getByText('Nothing overdue')).toBeInTheDocument();
    expect(within(queueSection('Needs confirmation')).getByText('Every upcoming appointment has been asked to confirm')).toBeInTheDocument();
    expect(within(queueSection('Reminders due')).getByText('No reminders due right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Overdue (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains what each queue holds', async () => {
    stubWorkQueuesApi();
    await openWorkQueues();

    expect(within(queueSection('Overdue')).getByText(/end time has passed/)).toBeInTheDocument();
    expect(within(queueSection('Needs confirmation')).getByText(/not been asked to confirm/)).toBeInTheDocument();
    expect(within(queueSection('Reminders due')).getByText(/due a reminder now/)).toBeInTheDocument();
  });

  it('shows each queue loading on its own', async () => {
    stubWorkQueuesApi({}, { [`GET ${QUEUE_URLS.reminders}`]: () => new Promise<Response>(() => undefined) });
    signIn(ownerUser);
    renderApp('/appointments?view=queues');

    expect(await screen.findByRole('status', { name: 'Loading appointments due a reminder' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing overdue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reminders due' })).toBeInTheDocument();
  });

  it('shows a failed queue with the reason and loads it again on Try Again', async () => {
    const user = setupUser();
    let failing = true;
    const { fetchMock } = stubWorkQueuesApi(
      {},
      {
        [`GET ${QUEUE_URLS.overdue}`]: () =>
          failing ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side') : dataResponse([overdue]),
      },
    );
    signIn(ownerUser);
    renderApp('/appointments?view=queues');

    const alert = await within(await screen.findByRole('region', { name: 'Overdue' })).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading overdue appointments');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    // The other queues carry on.
    expect(await screen.findByText('No reminders due right now')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Overdue (1)' })).toBeInTheDocument();
    expect(within(queueSection('Overdue')).queryByRole('alert')).not.toBeInTheDocument();
    expect(clientsIn('Overdue')).toEqual(['Maya Lopez']);
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.overdue}`)).toHaveLength(2);
  });

  it('shows the queues without buttons to someone who may only read appointments', async () => {
    stubWorkQueuesApi({ overdue: [overdue], confirmation: [toConfirm], reminders: [reminder] }, {}, readOnlyUser);
    await openWorkQueues(readOnlyUser);

    expect(clientsIn('Overdue')).toEqual(['Maya Lopez']);
    expect(clientsIn('Needs confirmation')).toEqual(['Leo Park']);
    expect(clientsIn('Reminders due')).toEqual(['Maya Lopez']);
    expect(screen.queryAllByRole('button', { name: /^(Complete|No Show|Check In|Check Out|Confirm|Send Confirmation|Send Reminder) / })).toHaveLength(0);
    expect(within(queueSection('Overdue')).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('is reached from the other views with the To Do option, kept in the address', async () => {
    const user = setupUser();
    stubWorkQueuesApi(
      { overdue: [overdue] },
      {
        'GET /api/appointments': () => dataResponse({ rows: [], count: 0 }),
        'GET /api/availability/day-schedule': () => dataResponse({ date: '2030-03-12', employees: [] }),
      },
    );
    signIn(ownerUser);
    const { router } = renderApp('/appointments?view=day&date=2030-03-12');

    await user.click(await screen.findByRole('radio', { name: 'To Do' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Overdue (1)' })).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ view: 'queues', date: '2030-03-12' });
    expect(screen.getByRole('link', { name: 'Add New Appointment' })).toHaveAttribute('href', '/appointments/new');
  });

  it('looks at every queue again each minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { fetchMock } = stubWorkQueuesApi();
      await openWorkQueues();
      for (const url of Object.values(QUEUE_URLS)) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(59_000);
      for (const url of Object.values(QUEUE_URLS)) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => {
        for (const url of Object.values(QUEUE_URLS)) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(2);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
