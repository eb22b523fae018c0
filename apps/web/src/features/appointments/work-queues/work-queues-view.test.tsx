import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildOtherAppointment, clientsIn, COUNTS_URL, openWorkQueues, QUEUE_URLS, queueSection, statuses, stubWorkQueuesApi } from '../../../testing/work-queue-testing';
import { setupUser } from '../../../testing/user-actions';

const overdue = buildAppointment({ appointment_date: '2026-11-20', status: statuses.confirmed, status_id: 2 });
const toConfirm = buildOtherAppointment();
const reminder = buildAppointment({ appointment_id: 44, appointment_date: '2026-11-25', status: statuses.confirmed, status_id: 2 });
const readOnlyUser = buildUser({ permissions: ['appointments:read'] });

/** `count` appointments to confirm, each its own client ("Client 1", "Client 2"...), a quarter of an hour apart. */
const manyToConfirm = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildOtherAppointment({ appointment_id: 100 + index, client: { ...toConfirm.client, client_id: 100 + index, first_name: 'Client', last_name: String(index + 1) } }),
  );

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'));
const searchOf = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('appointments To Do view', () => {
  it('opens from ?view=queues on Overdue, with the three queues as tabs counted by the server, asking only for the open one', async () => {
    const { fetchMock } = stubWorkQueuesApi({ overdue: [overdue], confirmation: [toConfirm, buildOtherAppointment({ appointment_id: 45, start_time: '15:00', end_time: '15:30' })], reminders: [reminder] });
    await openWorkQueues();

    expect(screen.getByRole('radio', { name: 'To Do' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Overdue (1)', 'Needs confirmation (2)', 'Reminders due (1)']);
    expect(screen.getByRole('tab', { name: 'Overdue (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(clientsIn('Overdue')).toEqual(['Maya Lopez']);

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

    expect(callsTo(fetchMock, `GET ${COUNTS_URL}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.overdue}`).map((call) => queryOf(call.url))).toEqual([{ limit: '10', offset: '0' }]);
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.confirmation}`)).toHaveLength(0);
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.reminders}`)).toHaveLength(0);
    // The view needs nothing else from the appointments API.
    expect(callsTo(fetchMock, 'GET /api/appointments')).toHaveLength(0);
  });

  it('opens another queue with one click, kept in the address, and a link opens that tab', async () => {
    const user = setupUser();
    stubWorkQueuesApi({ overdue: [overdue], confirmation: [toConfirm], reminders: [reminder] });
    const { router } = await openWorkQueues();

    await user.click(screen.getByRole('tab', { name: 'Reminders due (1)' }));
    expect(await within(queueSection('Reminders due')).findByRole('table', { name: 'Appointments due a reminder' })).toBeInTheDocument();
    expect(clientsIn('Reminders due')).toEqual(['Maya Lopez']);
    expect(searchOf(router)).toEqual({ view: 'queues', queue: 'needs-reminders' });
    // Only the open queue is on screen.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await router.navigate('/appointments?view=queues&queue=needs-confirmation');
    expect(await within(await screen.findByRole('tabpanel', { name: 'Needs confirmation (1)' })).findByText('Leo Park')).toBeInTheDocument();
  });

  it('pages a long queue, the tab counting all of it', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ confirmation: manyToConfirm(23) });
    const { router } = await openWorkQueues(ownerUser, '/appointments?view=queues&queue=needs-confirmation');

    expect(screen.getByRole('tab', { name: 'Needs confirmation (23)' })).toBeInTheDocument();
    const panel = queueSection('Needs confirmation');
    expect(within(panel).getByText('Showing 10 of 23 appointments needing confirmation')).toBeInTheDocument();
    expect(within(panel).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(clientsIn('Needs confirmation')).toHaveLength(10);
    expect(clientsIn('Needs confirmation')[0]).toBe('Client 1');

    await user.click(within(panel).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(clientsIn('Needs confirmation')).toEqual(['Client 21', 'Client 22', 'Client 23']));
    expect(within(panel).getByText('Showing 3 of 23 appointments needing confirmation')).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.confirmation}`).map((call) => queryOf(call.url).offset)).toEqual(['0', '20']);
    expect(searchOf(router)).toEqual({ view: 'queues', queue: 'needs-confirmation', queue_page: '3' });

    // Another tab starts on its first page.
    await user.click(screen.getByRole('tab', { name: 'Overdue (0)' }));
    expect(await within(queueSection('Overdue')).findByText('Nothing overdue')).toBeInTheDocument();
    expect(searchOf(router)).toEqual({ view: 'queues' });
  });

  it('goes back to the last page there is when the last row of a page has gone', async () => {
    stubWorkQueuesApi({ confirmation: manyToConfirm(12) });
    const { router } = await openWorkQueues(ownerUser, '/appointments?view=queues&queue=needs-confirmation&queue_page=4');

    await waitFor(() => expect(clientsIn('Needs confirmation')).toEqual(['Client 11', 'Client 12']));
    expect(searchOf(router)).toEqual({ view: 'queues', queue: 'needs-confirmation', queue_page: '2' });
  });

  it('says so when a queue is empty', async () => {
    const user = setupUser();
    stubWorkQueuesApi();
    await openWorkQueues();

    expect(tabNames()).toEqual(['Overdue (0)', 'Needs confirmation (0)', 'Reminders due (0)']);
    expect(within(queueSection('Overdue')).getByText('Nothing overdue')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Needs confirmation (0)' }));
    expect(await within(queueSection('Needs confirmation')).findByText('Every appointment in the next 72 hours has been asked to confirm')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reminders due (0)' }));
    expect(await within(queueSection('Reminders due')).findByText('No reminders due right now')).toBeInTheDocument();
  });

  it('explains what each queue holds', async () => {
    const user = setupUser();
    stubWorkQueuesApi();
    await openWorkQueues();

    expect(within(queueSection('Overdue')).getByText(/end time has passed.*the latest come first/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Needs confirmation (0)' }));
    expect(await within(queueSection('Needs confirmation')).findByText(/in the next 72 hours whose client has not been asked to confirm/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reminders due (0)' }));
    expect(await within(queueSection('Reminders due')).findByText(/due a reminder now/)).toBeInTheDocument();
  });

  it('shows the open queue loading, the tabs already counted', async () => {
    stubWorkQueuesApi({}, { [`GET ${QUEUE_URLS.overdue}`]: () => new Promise<Response>(() => undefined) });
    signIn(ownerUser);
    renderApp('/appointments?view=queues');

    expect(await screen.findByRole('status', { name: 'Loading overdue appointments' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reminders due (0)' })).toBeInTheDocument();
  });

  it('shows a failed queue with the reason and loads it again on Try Again', async () => {
    const user = setupUser();
    let failing = true;
    const { fetchMock } = stubWorkQueuesApi(
      { overdue: [overdue] },
      { [`GET ${QUEUE_URLS.overdue}`]: () => (failing ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side') : dataResponse({ rows: [overdue], count: 1 })) },
    );
    signIn(ownerUser);
    renderApp('/appointments?view=queues');

    const alert = await within(await screen.findByRole('tabpanel', { name: /^Overdue/ })).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading overdue appointments');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    // The counts carry on.
    expect(await screen.findByRole('tab', { name: 'Overdue (1)' })).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(clientsIn('Overdue')).toEqual(['Maya Lopez']));
    expect(within(queueSection('Overdue')).queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${QUEUE_URLS.overdue}`)).toHaveLength(2);
  });

  it('shows the queues without buttons to someone who may only read appointments', async () => {
    stubWorkQueuesApi({ overdue: [overdue], confirmation: [toConfirm], reminders: [reminder] }, {}, readOnlyUser);
    await openWorkQueues(readOnlyUser);

    expect(clientsIn('Overdue')).toEqual(['Maya Lopez']);
    expect(screen.queryAllByRole('button', { name: /^(Complete|No Show|Check In|Check Out) / })).toHaveLength(0);
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

    expect(await screen.findByRole('tab', { name: 'Overdue (1)' })).toBeInTheDocument();
    expect(searchOf(router)).toEqual({ view: 'queues', date: '2030-03-12' });
    expect(screen.getByRole('link', { name: 'Add New Appointment' })).toHaveAttribute('href', '/appointments/new');
  });

  it('looks at the counts and the open queue again each minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { fetchMock } = stubWorkQueuesApi();
      await openWorkQueues();
      const urls = [COUNTS_URL, QUEUE_URLS.overdue] as const;
      for (const url of urls) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(1);

      await vi.advanceTimersByTimeAsync(59_000);
      for (const url of urls) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      await waitFor(() => {
        for (const url of urls) expect(callsTo(fetchMock, `GET ${url}`)).toHaveLength(2);
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
