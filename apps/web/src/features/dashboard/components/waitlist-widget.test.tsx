import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, WaitlistEntry } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { dashboardHandlers, emptyWaitlistSummary, waitlistList } from '../../../testing/fixtures/dashboard';
import { buildWaitlistEntry, buildWaitlistSummary } from '../../../testing/fixtures/waitlist';
import { setupUser } from '../../../testing/user-actions';

/** GET /waitlist answered per ?status= with the given entries. */
function queueHandler(entries: WaitlistEntry[]) {
  return ({ url }: { url: string }) => {
    const status = new URL(url, 'http://salon.test').searchParams.get('status');
    const counts = { waiting: entries.filter((e) => e.status === 'waiting').length, notified: entries.filter((e) => e.status === 'notified').length };
    return dataResponse(waitlistList(entries.filter((entry) => entry.status === status), { ...counts, all: entries.length }));
  };
}

function stubWidgetApi(user: SessionUser, handlers: ApiHandlers = {}) {
  return stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...dashboardHandlers(), ...handlers });
}

async function openDashboardAs(user: SessionUser) {
  signIn(user);
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` });
}

const widget = () => screen.getByRole('region', { name: 'Current Waitlist' });

const NAMES = ['Jordan Lee', 'Ana Silva', 'Ben Okafor', 'Chloe Martin', 'Dev Patel', 'Eva Novak', 'Finn Walsh', 'Gus Moreno'];
/** Eight in the queue; the second is already notified, so the widget leaves them out. */
const queue = () =>
  NAMES.map((clientName, index) =>
    buildWaitlistEntry({
      id: index + 1,
      clientName,
      position: index + 1,
      status: index === 1 ? 'notified' : 'waiting',
      partySize: index === 2 ? 3 : 1,
      estimatedWaitTime: index * 20,
    }),
  );

describe('dashboard waitlist widget', () => {
  beforeEach(() => silenceChartSizeWarnings());

  it('counts who waits and for how long, and lists the first 5 of the queue with how many more', async () => {
    const calls = stubWidgetApi(receptionistUser, {
      'GET /api/waitlist': queueHandler(queue()),
      'GET /api/waitlist/summary': () => dataResponse(buildWaitlistSummary({ totalWaiting: 7, averageWaitTime: 60, todaysTotal: 9 })),
    });
    await openDashboardAs(receptionistUser);

    const list = await within(widget()).findByRole('list', { name: 'Next in the queue' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Position 1Jordan LeeParty of 1No wait',
      'Position 3Ben OkaforParty of 3~40 min',
      'Position 4Chloe MartinParty of 1~1 hr',
      'Position 5Dev PatelParty of 1~1 hr 20 min',
      'Position 6Eva NovakParty of 1~1 hr 40 min',
    ]);
    expect(widget()).toHaveTextContent('7Waiting60 minAverage wait');
    expect(within(widget()).getByText('+2 more waiting')).toBeInTheDocument();
    expect(within(widget()).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/waitlist');
    expect(within(widget()).getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/waitlist');
    expect(callsTo(calls, 'GET /api/waitlist').map((call) => call.url)).toEqual(['/api/waitlist?status=waiting']);
  });

  it('says nobody is waiting when the queue is empty', async () => {
    stubWidgetApi(receptionistUser);
    await openDashboardAs(receptionistUser);

    expect(await within(widget()).findByText('No customers currently waiting')).toBeInTheDocument();
    expect(widget()).toHaveTextContent('0Waiting—Average wait');
    expect(within(widget()).queryByText(/more waiting/)).not.toBeInTheDocument();
  });

  it('is left out, and the waitlist not asked for, without waitlist:read', async () => {
    const manager = buildUser({ roles: [{ name: 'viewer', permissions: [{ name: 'dashboard:read' }] }], permissions: ['dashboard:read'] });
    const calls = stubWidgetApi(manager);
    await openDashboardAs(manager);

    await screen.findByRole('region', { name: 'Recent Activity' });
    expect(screen.queryByRole('region', { name: 'Current Waitlist' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/waitlist')).toEqual([]);
    expect(callsTo(calls, 'GET /api/waitlist/summary')).toEqual([]);
  });

  it('says why the queue could not be loaded and tries again', async () => {
    const user = setupUser();
    let failing = true;
    stubWidgetApi(receptionistUser, {
      'GET /api/waitlist/summary': () => (failing ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse(emptyWaitlistSummary())),
    });
    await openDashboardAs(receptionistUser);

    const alert = await within(widget()).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading waitlist');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await within(widget()).findByText('No customers currently waiting')).toBeInTheDocument();
  });

  it('asks for the queue again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let entries: WaitlistEntry[] = [];
    const calls = stubWidgetApi(receptionistUser, { 'GET /api/waitlist': ({ url }) => queueHandler(entries)({ url }) });
    await openDashboardAs(receptionistUser);
    await within(widget()).findByText('No customers currently waiting');

    entries = [buildWaitlistEntry({ clientName: 'Gia Russo' })];
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(widget()).queryByText('Gia Russo')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(widget()).findByText('Gia Russo')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, 'GET /api/waitlist/summary')).toHaveLength(2));
  });
});
