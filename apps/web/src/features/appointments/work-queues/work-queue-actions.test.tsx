import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, ownerUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildOtherAppointment, buttonsOf, clientsIn, COUNTS_URL, handledIn, openWorkQueues, QUEUE_URLS, queueSection, statuses, stubWorkQueuesApi } from '../../../testing/work-queue-testing';
import { replaceText, setupUser } from '../../../testing/user-actions';

const ROW = 'Maya Lopez on Nov 24, 2026 at 10:00 AM';
const URL = '/api/appointments/42';
const CONFIRMATION_TAB = '/appointments?view=queues&queue=needs-confirmation';
const REMINDERS_TAB = '/appointments?view=queues&queue=needs-reminders';

const pending = buildAppointment();
const confirmed = buildAppointment({ status: statuses.confirmed, status_id: 2 });
const inProgress = { status: statuses.inProgress, status_id: 3, checked_in_at: '2026-11-24T15:02:00.000Z' };
const completed = { ...confirmed, status: { status_id: 4, name: 'completed', is_billable: true }, status_id: 4 };
const sent = { appointment_id: 42, method: 'email', recipient: 'maya@example.test', sent_at: '2026-11-24T13:00:00.000Z' };

const withoutEmail = (appointment = pending) => ({ ...appointment, client: { ...appointment.client, email: null } });

/** Waits until the queue was read again after an action (every change refetches every appointment query). */
async function expectReloaded(fetchMock: ReturnType<typeof stubWorkQueuesApi>['fetchMock'], url: (typeof QUEUE_URLS)[keyof typeof QUEUE_URLS]) {
  await waitFor(() => expect(callsTo(fetchMock, `GET ${url}`).length).toBeGreaterThan(1));
}

describe('To Do: overdue rows', () => {
  // 3:00 PM on the rows' day, after their 10:00 AM start: the clock allows every action (work-queue-status-buttons.test.tsx tries earlier times).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 15, 0));
  });

  it('offers what the shared rule allows on each row: arrival, departure, outcome', async () => {
    const leo = buildOtherAppointment({ status: statuses.confirmed, status_id: 2 });
    const ana = buildOtherAppointment({ appointment_id: 44, client: { ...leo.client, client_id: 9, first_name: 'Ana', last_name: 'Ruiz' }, ...inProgress });
    stubWorkQueuesApi({ overdue: [pending, leo, ana] });
    await openWorkQueues();

    expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual(['Complete', 'No Show']);
    expect(buttonsOf('Overdue', 'Leo Park')).toEqual(['Check In', 'Complete', 'No Show']);
    expect(buttonsOf('Overdue', 'Ana Ruiz')).toEqual(['Check Out', 'Complete']);
    // Each button names its row for screen readers.
    expect(screen.getByRole('button', { name: `Complete ${ROW}` })).toBeInTheDocument();
  });

  it('completes with the rating chosen, says so, and the row leaves the queue', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ overdue: [confirmed] }, (state) => ({ [`PATCH ${URL}/complete`]: handledIn(state, 'overdue', completed) }));
    await openWorkQueues();

    await user.click(screen.getByRole('button', { name: `Complete ${ROW}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete appointment' });
    within(dialog).getByRole('radio', { name: '5 stars' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Appointment completed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${URL}/complete`).map((call) => call.body)).toEqual([{ rating: 5 }]);
    expect(await within(queueSection('Overdue')).findByText('Nothing overdue')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Overdue (0)' })).toBeInTheDocument();
    await expectReloaded(fetchMock, QUEUE_URLS.overdue);
  });

  it('completes without a rating when it is skipped, and not at all when the window is closed', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ overdue: [confirmed] }, (state) => ({ [`PATCH ${URL}/complete`]: handledIn(state, 'overdue', completed) }));
    await openWorkQueues();

    await user.click(screen.getByRole('button', { name: `Complete ${ROW}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete appointment' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `PATCH ${URL}/complete`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Complete ${ROW}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete appointment' })).getByRole('button', { name: 'Skip rating' }));

    expect(await within(queueSection('Overdue')).findByText('Nothing overdue')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${URL}/complete`).map((call) => call.body)).toEqual([{}]);
  });

  it('marks a no-show with the reason given', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ overdue: [pending] }, (state) => ({
      [`PATCH ${URL}/no-show`]: handledIn(state, 'overdue', { ...pending, status: { status_id: 6, name: 'no_show', is_billable: true }, status_id: 6 }),
    }));
    await openWorkQueues();

    await user.click(screen.getByRole('button', { name: `No Show ${ROW}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as no-show?' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'No answer on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));

    expect(await screen.findByText('Marked as no-show')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${URL}/no-show`).map((call) => call.body)).toEqual([{ reason: 'No answer on the phone' }]);
    expect(await within(queueSection('Overdue')).findByText('Nothing overdue')).toBeInTheDocument();
  });

  it('checks in and checks out with their own calls, the row following the server', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ overdue: [confirmed] }, (state) => ({
      [`PATCH ${URL}/checkin`]: () => {
        state.overdue = [{ ...confirmed, ...inProgress }];
        return dataResponse(state.overdue[0]);
      },
      [`PATCH ${URL}/checkout`]: () => {
        state.overdue = [{ ...confirmed, ...inProgress, checked_out_at: '2026-11-24T15:50:00.000Z' }];
        return dataResponse(state.overdue[0]);
      },
    }));
    await openWorkQueues();

    await user.click(screen.getByRole('button', { name: `Check In ${ROW}` }));
    expect(await screen.findByText('Client checked in')).toBeInTheDocument();
    await waitFor(() => expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual(['Check Out', 'Complete']));

    await user.click(screen.getByRole('button', { name: `Check Out ${ROW}` }));
    expect(await screen.findByText('Client checked out')).toBeInTheDocument();
    await waitFor(() => expect(buttonsOf('Overdue', 'Maya Lopez')).toEqual(['Complete']));

    expect(callsTo(fetchMock, `PATCH ${URL}/checkin`)).toHaveLength(1);
    expect(callsTo(fetchMock, `PATCH ${URL}/checkout`)).toHaveLength(1);
  });

  it("shows the server's reason when someone else closed the appointment first, and reloads the queue", async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ overdue: [confirmed] }, (state) => ({
      [`PATCH ${URL}/complete`]: () => {
        state.overdue = [];
        return errorResponse(409, 'INVALID_TRANSITION', 'Cannot complete an appointment that is cancelled');
      },
    }));
    await openWorkQueues();

    await user.click(screen.getByRole('button', { name: `Complete ${ROW}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete appointment' })).getByRole('button', { name: 'Skip rating' }));

    expect(await screen.findByText('Cannot complete an appointment that is cancelled')).toBeInTheDocument();
    expect(screen.getByText('Appointment not completed')).toBeInTheDocument();
    expect(await within(queueSection('Overdue')).findByText('Nothing overdue')).toBeInTheDocument();
    await expectReloaded(fetchMock, QUEUE_URLS.overdue);
  });
});

describe('To Do: appointments needing confirmation', () => {
  it('offers Send Confirmation and Confirm, but no e-mail to a client without an address', async () => {
    stubWorkQueuesApi({ confirmation: [pending, withoutEmail(buildOtherAppointment())] });
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    expect(buttonsOf('Needs confirmation', 'Maya Lopez')).toEqual(['Send Confirmation', 'Confirm']);
    expect(buttonsOf('Needs confirmation', 'Leo Park')).toEqual(['Confirm']);
    expect(within(queueSection('Needs confirmation')).getByText('No e-mail address')).toBeInTheDocument();
  });

  it('e-mails the confirmation request, says to whom, and the row leaves the queue', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ confirmation: [pending] }, (state) => ({
      [`POST ${URL}/send-confirmation`]: handledIn(state, 'confirmation', sent),
    }));
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    await user.click(screen.getByRole('button', { name: `Send Confirmation to ${ROW}` }));

    expect(await screen.findByText('Confirmation sent to maya@example.test')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${URL}/send-confirmation`).map((call) => call.body)).toEqual([{ method: 'email' }]);
    expect(await within(queueSection('Needs confirmation')).findByText('Every appointment in the next 72 hours has been asked to confirm')).toBeInTheDocument();
    await expectReloaded(fetchMock, QUEUE_URLS.confirmation);
  });

  it('says the request went even when its row has left before everything else has reloaded', async () => {
    const user = setupUser();
    let sentYet = false;
    let releaseCounts: () => void = () => undefined;
    stubWorkQueuesApi({ confirmation: [pending] }, (state) => ({
      [`POST ${URL}/send-confirmation`]: () => {
        sentYet = true;
        return handledIn(state, 'confirmation', sent)();
      },
      // After the send the counts answer late: the queue has reloaded without the row, the button is gone, the send not yet settled.
      [`GET ${COUNTS_URL}`]: () => {
        const counts = dataResponse({ overdue: 0, needs_confirmation: state.confirmation.length, needs_reminders: 0 });
        return sentYet ? new Promise<Response>((resolve) => (releaseCounts = () => resolve(counts))) : counts;
      },
    }));
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    await user.click(screen.getByRole('button', { name: `Send Confirmation to ${ROW}` }));

    expect(await within(queueSection('Needs confirmation')).findByText('Every appointment in the next 72 hours has been asked to confirm')).toBeInTheDocument();
    expect(await screen.findByText('Confirmation sent to maya@example.test')).toBeInTheDocument();
    releaseCounts();
    expect(await screen.findByRole('tab', { name: 'Needs confirmation (0)' })).toBeInTheDocument();
  });

  it('confirms for a client who said yes, and the row leaves the queue', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ confirmation: [pending] }, (state) => ({ [`PATCH ${URL}/confirm`]: handledIn(state, 'confirmation', confirmed) }));
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    await user.click(screen.getByRole('button', { name: `Confirm ${ROW}` }));

    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${URL}/confirm`)).toHaveLength(1);
    expect(await within(queueSection('Needs confirmation')).findByText('Every appointment in the next 72 hours has been asked to confirm')).toBeInTheDocument();
  });

  it('says it confirmed even when the row has left before everything else has reloaded', async () => {
    const user = setupUser();
    let confirmedYet = false;
    let releaseCounts: () => void = () => undefined;
    stubWorkQueuesApi({ confirmation: [pending] }, (state) => ({
      [`PATCH ${URL}/confirm`]: () => {
        confirmedYet = true;
        return handledIn(state, 'confirmation', confirmed)();
      },
      [`GET ${COUNTS_URL}`]: () => {
        const counts = dataResponse({ overdue: 0, needs_confirmation: state.confirmation.length, needs_reminders: 0 });
        return confirmedYet ? new Promise<Response>((resolve) => (releaseCounts = () => resolve(counts))) : counts;
      },
    }));
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    await user.click(screen.getByRole('button', { name: `Confirm ${ROW}` }));

    expect(await within(queueSection('Needs confirmation')).findByText('Every appointment in the next 72 hours has been asked to confirm')).toBeInTheDocument();
    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    releaseCounts();
    expect(await screen.findByRole('tab', { name: 'Needs confirmation (0)' })).toBeInTheDocument();
  });

  it.each([
    [409, 'INVALID_TRANSITION', 'This appointment is already confirmed'],
    [400, 'BAD_REQUEST', 'This client has no e-mail address'],
  ])("shows the server's reason when a send is refused (%i) and reloads the queue", async (status, code, message) => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ confirmation: [pending] }, { [`POST ${URL}/send-confirmation`]: () => errorResponse(status, code, message) });
    await openWorkQueues(ownerUser, CONFIRMATION_TAB);

    await user.click(screen.getByRole('button', { name: `Send Confirmation to ${ROW}` }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Confirmation not sent')).toBeInTheDocument();
    await expectReloaded(fetchMock, QUEUE_URLS.confirmation);
  });
});

describe('To Do: reminders due', () => {
  it('e-mails a reminder, says to whom, and the row leaves the queue', async () => {
    const user = setupUser();
    const { fetchMock } = stubWorkQueuesApi({ reminders: [confirmed] }, (state) => ({ [`POST ${URL}/send-reminder`]: handledIn(state, 'reminders', sent) }));
    await openWorkQueues(ownerUser, REMINDERS_TAB);

    expect(buttonsOf('Reminders due', 'Maya Lopez')).toEqual(['Send Reminder']);
    await user.click(screen.getByRole('button', { name: `Send Reminder to ${ROW}` }));

    expect(await screen.findByText('Reminder sent to maya@example.test')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${URL}/send-reminder`).map((call) => call.body)).toEqual([{ method: 'email' }]);
    expect(await within(queueSection('Reminders due')).findByText('No reminders due right now')).toBeInTheDocument();
    await expectReloaded(fetchMock, QUEUE_URLS.reminders);
  });

  it('says when the client has no e-mail address instead of offering a send', async () => {
    stubWorkQueuesApi({ reminders: [withoutEmail(confirmed)] });
    await openWorkQueues(ownerUser, REMINDERS_TAB);

    expect(buttonsOf('Reminders due', 'Maya Lopez')).toEqual([]);
    expect(within(queueSection('Reminders due')).getByText('No e-mail address')).toBeInTheDocument();
  });

  it('offers no send to someone who may only read appointments', async () => {
    const reader = buildUser({ permissions: ['appointments:read'] });
    stubWorkQueuesApi({ reminders: [confirmed], confirmation: [pending] }, {}, reader);
    await openWorkQueues(reader, REMINDERS_TAB);

    expect(clientsIn('Reminders due')).toEqual(['Maya Lopez']);
    expect(buttonsOf('Reminders due', 'Maya Lopez')).toEqual([]);
    await setupUser().click(screen.getByRole('tab', { name: 'Needs confirmation (1)' }));
    expect(await within(await screen.findByRole('tabpanel', { name: 'Needs confirmation (1)' })).findByText('Maya Lopez')).toBeInTheDocument();
    expect(buttonsOf('Needs confirmation', 'Maya Lopez')).toEqual([]);
  });
});
