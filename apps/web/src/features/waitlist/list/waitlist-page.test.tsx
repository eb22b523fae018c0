import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser, WaitlistEntry, WaitlistNotified } from '@salon/contracts';
import { buildRequestedService, buildWaitlistCounts, buildWaitlistEntry, buildWaitlistSummary } from '../../../testing/fixtures/waitlist';
import { inSalonZone, ownerUser, receptionistUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { setupUser } from '../../../testing/user-actions';
import { renderWaitlistPage, settingsAnswer } from '../waitlist-testing';

const LIST = 'GET /api/waitlist';
const SUMMARY = 'GET /api/waitlist/summary';

// 10:00 AM at the salon (New York) on Tuesday 24 November 2026.
const NOW = new Date('2026-11-24T15:00:00Z');

const ana = buildWaitlistEntry({
  partySize: 2,
  notes: 'Stroller with her',
  requestedServices: [
    buildRequestedService({ preferredEmployeeId: 3, preferredEmployeeName: 'Rosa Diaz' }),
    buildRequestedService({ serviceId: 8, serviceName: 'Gel Manicure', durationMinutes: 40 }),
  ],
});
const ben = buildWaitlistEntry({
  id: 12,
  clientName: 'Ben Ortiz',
  clientPhone: '(212) 555-0199',
  clientEmail: null,
  status: 'notified',
  position: 2,
  estimatedWaitTime: 0,
  notificationPreference: 'phone',
  addedAt: '2026-11-24T14:59:30.000Z',
  notifiedAt: '2026-11-24T14:59:45.000Z',
});
const cleo = buildWaitlistEntry({
  id: 9,
  clientName: 'Cleo Park',
  status: 'seated',
  position: null,
  estimatedWaitTime: null,
  actualWaitTime: 95,
  addedAt: '2026-11-20T19:05:00.000Z',
  seatedAt: '2026-11-20T20:40:00.000Z',
  appointmentId: 77,
});
const entries = [ana, ben, cleo];

const atSalon = (user: SessionUser) => inSalonZone(user, 'America/New_York');

function stubWaitlistApi(handlers: ApiHandlers = {}) {
  return stubApi({
    [LIST]: () => dataResponse({ entries, counts: buildWaitlistCounts() }),
    [SUMMARY]: () => dataResponse(buildWaitlistSummary()),
    'GET /api/settings': () => settingsAnswer(),
    ...handlers,
  });
}

async function openWaitlist(path = '/waitlist', user: SessionUser = receptionistUser) {
  signIn(atSalon(user));
  const rendered = renderWaitlistPage(path);
  await screen.findByRole('list', { name: 'Waitlist entries' });
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });
const buttonsOf = (name: string) => within(card(name)).queryAllByRole('button').map((button) => button.textContent);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('waitlist page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('shows the title, the four summary cards and the tabs with their counts', async () => {
    stubWaitlistApi();
    await openWaitlist();

    expect(screen.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
    expect(screen.getByText('Manage walk-ins and waitlist customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Waitlist' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Total Waiting' })).toHaveTextContent('Total Waiting3'));
    expect(screen.getByRole('group', { name: 'Avg Wait Time (min)' })).toHaveTextContent('Avg Wait Time (min)22');
    expect(screen.getByRole('group', { name: 'Next Available' })).toHaveTextContent('Next Available10:30 AM');
    expect(screen.getByRole('group', { name: "Today's Total" })).toHaveTextContent("Today's Total7");
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'All (7)',
      'Waiting (2)',
      'Notified (1)',
      'Seated (3)',
      'Cancelled (1)',
      'No Show (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'All (7)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what is missing when nobody waits and no time is free today', async () => {
    stubWaitlistApi({ [SUMMARY]: () => dataResponse(buildWaitlistSummary({ totalWaiting: 0, averageWaitTime: null, nextAvailableSlot: null, todaysTotal: 0 })) });
    await openWaitlist();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Avg Wait Time (min)' })).toHaveTextContent('Avg Wait Time (min)—Nobody waiting'));
    expect(screen.getByRole('group', { name: 'Next Available' })).toHaveTextContent('Next Available—No free time left today');
  });

  it('shows each entry: position, name, contact, party, services with their preferred employee, notes, added time and wait', async () => {
    stubWaitlistApi();
    await openWaitlist();

    const first = card('Ana Walker');
    expect(within(first).getByLabelText('Position 1')).toHaveTextContent('#1');
    expect(first).toHaveTextContent('Waiting');
    expect(first).toHaveTextContent('(212) 555-0147 · ana.walker@example.test · Party of 2 · Notify by SMS');
    expect(first).toHaveTextContent("Women's Haircut with Rosa Diaz, Gel Manicure (any employee)");
    expect(first).toHaveTextContent('Stroller with her');
    expect(first).toHaveTextContent('Added 9:35 AM (25 min ago)');
    expect(first).toHaveTextContent('Est. wait 15 min');

    const second = card('Ben Ortiz');
    expect(within(second).getByLabelText('Position 2')).toHaveTextContent('#2');
    expect(second).toHaveTextContent('(212) 555-0199 · Party of 1 · Notify by Phone call');
    expect(second).toHaveTextContent('Added 9:59 AM (just now)');
    expect(second).toHaveTextContent('Notified 9:59 AM');
    // Being called: the estimate no longer applies.
    expect(second).not.toHaveTextContent('Est. wait');

    // Seated on an earlier day: no place in the queue, the wait it took, its appointment.
    const seated = card('Cleo Park');
    expect(within(seated).queryByLabelText(/^Position/)).not.toBeInTheDocument();
    expect(seated).toHaveTextContent('Added Nov 20, 2026, 2:05 PM (3 days ago)');
    expect(seated).toHaveTextContent('Waited 1 hr 35 min');
    expect(seated).not.toHaveTextContent('Est. wait');
    expect(within(seated).getByRole('link', { name: 'View appointment' })).toHaveAttribute('href', '/appointments/77');
  });

  it('offers Notify only while waiting, the other actions while waiting or notified, none once done', async () => {
    stubWaitlistApi();
    await openWaitlist();
    expect(buttonsOf('Ana Walker')).toEqual(['Notify', 'Seat', 'Convert to Appt', 'Cancel', 'No Show']);
    expect(buttonsOf('Ben Ortiz')).toEqual(['Seat', 'Convert to Appt', 'Cancel', 'No Show']);
    expect(buttonsOf('Cleo Park')).toEqual([]);
  });

  it('offers no action to a stylist, who may only read the waitlist', async () => {
    stubWaitlistApi();
    await openWaitlist('/waitlist', stylistUser);
    expect(screen.queryByRole('button', { name: 'Add to Waitlist' })).not.toBeInTheDocument();
    expect(buttonsOf('Ana Walker')).toEqual([]);
    expect(buttonsOf('Ben Ortiz')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('opens a status tab from the address and keeps the chosen tab there', async () => {
    const calls = stubWaitlistApi({ [LIST]: ({ url }) => dataResponse({ entries: queryOf(url).status === 'seated' ? [cleo] : [ana], counts: buildWaitlistCounts() }) });
    const { router } = await openWaitlist('/waitlist?status=seated');
    expect(screen.getByRole('tab', { name: 'Seated (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(card('Cleo Park')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('tab', { name: 'Waiting (2)' }));
    expect(await screen.findByRole('article', { name: 'Ana Walker' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cleo Park' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=waiting');

    await setupUser().click(screen.getByRole('tab', { name: 'All (7)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo(calls, LIST).map((call) => queryOf(call.url))).toEqual([{ status: 'seated' }, { status: 'waiting' }, {}]);
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const calls = stubWaitlistApi();
    await openWaitlist();
    await waitFor(() => expect(callsTo(calls, SUMMARY)).toHaveLength(1));
    expect(callsTo(calls, LIST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(callsTo(calls, LIST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, SUMMARY)).toHaveLength(2));
  });

  it('keeps "just now" counting into minutes without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const justArrived = { ...ben, status: 'waiting' as const, notifiedAt: null, position: 1, estimatedWaitTime: 0 };
    stubWaitlistApi({ [LIST]: () => dataResponse({ entries: [justArrived], counts: buildWaitlistCounts() }) });
    await openWaitlist();
    expect(card('Ben Ortiz')).toHaveTextContent('Added 9:59 AM (just now)');
    expect(card('Ben Ortiz')).toHaveTextContent('Est. wait: none');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(card('Ben Ortiz')).toHaveTextContent('Added 9:59 AM (1 min ago)');
  });

  it('spins Refresh only for a refresh the user asked for', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    let answer: () => void = () => undefined;
    let lists = 0;
    stubWaitlistApi({
      // From the second list on, the answer waits until the test lets it go.
      [LIST]: () => {
        lists += 1;
        const response = dataResponse({ entries, counts: buildWaitlistCounts() });
        return lists === 1 ? response : new Promise<Response>((resolve) => (answer = () => resolve(response)));
      },
    });
    await openWaitlist();
    const refreshButton = screen.getByRole('button', { name: 'Refresh' });

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(lists).toBe(2));
    expect(refreshButton).not.toHaveAttribute('data-loading');
    answer();

    await setupUser().click(refreshButton);
    await waitFor(() => expect(refreshButton).toHaveAttribute('data-loading', 'true'));
    answer();
    await waitFor(() => expect(refreshButton).not.toHaveAttribute('data-loading'));
  });

  it('asks again on Refresh', async () => {
    const calls = stubWaitlistApi();
    await openWaitlist();
    await waitFor(() => expect(callsTo(calls, SUMMARY)).toHaveLength(1));
    await setupUser().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, SUMMARY)).toHaveLength(2);
  });

  it('shows the empty state with Add First Entry, which opens the form', async () => {
    stubWaitlistApi({
      [LIST]: () => dataResponse({ entries: [], counts: buildWaitlistCounts({ waiting: 0, notified: 0, seated: 0, cancelled: 0 }) }),
      'GET /api/services': () => dataResponse({ services: [], pagination: { total: 0, page: 1, pageSize: 1000, totalPages: 0 } }),
      'GET /api/employees': () => dataResponse({ rows: [], count: 0 }),
    });
    signIn(atSalon(receptionistUser));
    renderWaitlistPage();
    expect(await screen.findByText('No waitlist entries')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Add First Entry' }));
    expect(await screen.findByRole('dialog', { name: 'Add to Waitlist' })).toBeInTheDocument();
  });

  it("disables Add to Waitlist and Add First Entry, saying why, while the salon's settings turn walk-ins off", async () => {
    stubWaitlistApi({
      [LIST]: () => dataResponse({ entries: [], counts: buildWaitlistCounts({ waiting: 0, notified: 0, seated: 0, cancelled: 0 }) }),
      'GET /api/settings': () => settingsAnswer({ allowWalkIns: false }),
    });
    signIn(atSalon(receptionistUser));
    renderWaitlistPage();
    const reason = 'Walk-ins are not accepted: turn on Allow walk-ins in Settings › Appointments';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    for (const name of ['Add to Waitlist', 'Add First Entry']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
  });

  it('says an empty tab has no entries, without offering a first entry', async () => {
    stubWaitlistApi({ [LIST]: () => dataResponse({ entries: [], counts: buildWaitlistCounts() }) });
    signIn(atSalon(receptionistUser));
    renderWaitlistPage('/waitlist?status=no_show');
    expect(await screen.findByText('No waitlist entries')).toBeInTheDocument();
    expect(screen.getByText('No entry is no show right now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add First Entry' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    stubWaitlistApi({ [LIST]: () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong') : dataResponse({ entries, counts: buildWaitlistCounts() })) });
    signIn(atSalon(ownerUser));
    renderWaitlistPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading waitlistSomething went wrong');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Ana Walker' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

type ActionCase = [string, string, WaitlistEntry | WaitlistNotified, string, string];

describe('waitlist card actions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it.each<ActionCase>([
    [
      'Notify',
      'PATCH /api/waitlist/11/notify',
      { ...ana, status: 'notified', notifiedAt: NOW.toISOString(), notice: { sent: true, text: 'A text message is on its way to (212) 555-0147.' } },
      'Ana Walker notified',
      'A text message is on its way to (212) 555-0147.',
    ],
    ['Seat', 'PATCH /api/waitlist/11/seat', { ...ana, status: 'seated', position: null, actualWaitTime: 25 }, 'Ana Walker seated', 'Waited 25 min.'],
  ])('%s sends its call at once and says what happened', async (label, route, answer, title, message) => {
    const calls = stubWaitlistApi({ [route]: () => dataResponse(answer) });
    await openWaitlist();
    await setupUser().click(within(card('Ana Walker')).getByRole('button', { name: label }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(callsTo(calls, route as never)).toHaveLength(1);
    // The queue moved: the list and the cards are asked again.
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
    expect(callsTo(calls, SUMMARY)).toHaveLength(2);
  });

  it('still says so when the refreshed card has no buttons left before the summary is back', async () => {
    const seatedAna = { ...ana, status: 'seated' as const, position: null, estimatedWaitTime: null, actualWaitTime: 25 };
    let seated = false;
    let summaryBack: () => void = () => undefined;
    stubWaitlistApi({
      [LIST]: () => dataResponse({ entries: [seated ? seatedAna : ana], counts: buildWaitlistCounts() }),
      // The summary asked again after seating answers last, as it may on a real network.
      [SUMMARY]: () => (seated ? new Promise((resolve) => (summaryBack = () => resolve(dataResponse(buildWaitlistSummary())))) : dataResponse(buildWaitlistSummary())),
      'PATCH /api/waitlist/11/seat': () => {
        seated = true;
        return dataResponse(seatedAna);
      },
    });
    await openWaitlist();
    await setupUser().click(within(card('Ana Walker')).getByRole('button', { name: 'Seat' }));
    await waitFor(() => expect(buttonsOf('Ana Walker')).toEqual([]));
    act(() => summaryBack());

    expect(await screen.findByText('Ana Walker seated')).toBeInTheDocument();
    expect(screen.getByText('Waited 25 min.')).toBeInTheDocument();
  });

  it.each([
    ['Cancel', 'Cancel waitlist entry', 'Cancel Entry', 'PATCH /api/waitlist/12/cancel', 'cancelled', 'Entry cancelled'],
    ['No Show', 'Mark as no-show', 'Mark No Show', 'PATCH /api/waitlist/12/no-show', 'no_show', 'Marked as no-show'],
  ] as const)('%s asks first', async (label, dialogName, confirm, route, status, title) => {
    const calls = stubWaitlistApi({ [route]: () => dataResponse({ ...ben, status, position: null }) });
    await openWaitlist();
    const user = setupUser();

    await user.click(within(card('Ben Ortiz')).getByRole('button', { name: label }));
    let dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(dialog).toHaveTextContent('Ben Ortiz');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, route)).toHaveLength(0);

    await user.click(within(card('Ben Ortiz')).getByRole('button', { name: label }));
    dialog = await screen.findByRole('dialog', { name: dialogName });
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('Ben Ortiz left the waitlist.')).toBeInTheDocument();
    expect(callsTo(calls, route)).toHaveLength(1);
  });

  it("shows the API's refusal, e.g. an entry another desk already seated, and asks again", async () => {
    const calls = stubWaitlistApi({ 'PATCH /api/waitlist/11/seat': () => errorResponse(409, 'INVALID_TRANSITION', 'Only waiting or notified entries can be changed') });
    await openWaitlist();
    await setupUser().click(within(card('Ana Walker')).getByRole('button', { name: 'Seat' }));
    expect(await screen.findByText('Could not update Ana Walker')).toBeInTheDocument();
    expect(screen.getByText('Only waiting or notified entries can be changed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });

  it("says what the API says the customer was sent, e.g. no text while the salon's SMS notifications are off", async () => {
    const notice = { sent: false, text: 'No text message sent: SMS notifications are turned off in Settings › Notifications. Please call them on (212) 555-0147 or tell them in person.' };
    const calls = stubWaitlistApi({ 'PATCH /api/waitlist/11/notify': () => dataResponse({ ...ana, status: 'notified', notice }) });
    await openWaitlist();
    await setupUser().click(within(card('Ana Walker')).getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Ana Walker notified')).toBeInTheDocument();
    expect(screen.getByText(notice.text)).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH /api/waitlist/11/notify')).toHaveLength(1);
  });
});
