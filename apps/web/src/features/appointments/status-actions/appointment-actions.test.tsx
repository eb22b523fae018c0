import { act, screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from '@salon/contracts';
import { buildUser, inSalonZone, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { APPOINTMENT_URL, openAppointment, stubAppointmentApi } from '../../../testing/appointment-detail-testing';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { replaceText, setupUser } from '../../../testing/user-actions';

const ACTION_LABELS = ['Confirm', 'Check In', 'Check Out', 'Complete', 'No Show', 'Process Payment', 'Cancel'];

const statuses = {
  pending: { status_id: 1, name: 'pending', is_billable: false },
  confirmed: { status_id: 2, name: 'confirmed', is_billable: false },
  inProgress: { status_id: 3, name: 'in_progress', is_billable: true },
  completed: { status_id: 4, name: 'completed', is_billable: true },
  cancelled: { status_id: 5, name: 'cancelled', is_billable: false },
};

/** The status buttons on show, by name, in the page's order. */
function offeredActions(): string[] {
  const bar = screen.getByRole('group', { name: 'Appointment actions' });
  return Array.from(bar.querySelectorAll('a, button'))
    .map((control) => control.textContent ?? '')
    .filter((label) => ACTION_LABELS.includes(label));
}

async function openWith(appointment: Appointment, user = buildUser({ permissions: ['*:*'] })) {
  const fetchMock = stubAppointmentApi({}, appointment);
  const rendered = await openAppointment('/appointments/42', user);
  return { fetchMock, ...rendered };
}

/** Stops the browser's clock at a local wall time (the salon's, as the front desk's computer reads it). */
function pretendItIs(year: number, monthIndex: number, day: number, hours: number, minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, monthIndex, day, hours, minutes));
}

describe('appointment actions', () => {
  // 3:00 PM on the day of the fixture's 10:00 AM appointment: the clock allows every action.
  beforeEach(() => pretendItIs(2026, 10, 24, 15, 0));

  it('offers Confirm, Complete, No Show and Cancel on a pending appointment', async () => {
    await openWith(buildAppointment({ status: statuses.pending }));
    expect(offeredActions()).toEqual(['Confirm', 'Complete', 'No Show', 'Cancel']);
  });

  it('offers Check In on a confirmed appointment not checked in yet', async () => {
    await openWith(buildAppointment({ status: statuses.confirmed, status_id: 2 }));
    expect(offeredActions()).toEqual(['Check In', 'Complete', 'No Show', 'Cancel']);
  });

  it('offers Check Out once the client is checked in, and payment since the status is billable', async () => {
    await openWith(buildAppointment({ status: statuses.inProgress, status_id: 3, checked_in_at: '2026-11-24T15:02:00.000Z' }));
    expect(offeredActions()).toEqual(['Check Out', 'Complete', 'Process Payment', 'Cancel']);
  });

  it('offers only Process Payment on a completed billable appointment, which opens the payment form', async () => {
    const user = setupUser();
    const { router } = await openWith(
      buildAppointment({ status: statuses.completed, status_id: 4, checked_in_at: '2026-11-24T15:02:00.000Z', checked_out_at: '2026-11-24T15:50:00.000Z', completed_at: '2026-11-24T15:51:00.000Z' }),
    );
    expect(offeredActions()).toEqual(['Process Payment']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/appointments/edit/42');

    await user.click(screen.getByRole('link', { name: 'Process Payment' }));
    expect(await screen.findByText('New payment form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/new/42');
  });

  it('offers nothing to change on a cancelled appointment, but still the way back', async () => {
    const user = setupUser();
    const { router } = await openWith(buildAppointment({ status: statuses.cancelled, status_id: 5, cancelled_at: '2026-11-23T10:00:00.000Z' }));
    expect(offeredActions()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(await screen.findByText('Appointments list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointments');
  });

  it('hides Process Payment from users who may not take payments (a stylist)', async () => {
    await openWith(buildAppointment({ status: statuses.inProgress, status_id: 3, checked_in_at: '2026-11-24T15:02:00.000Z' }), stylistUser);
    expect(offeredActions()).toEqual(['Check Out', 'Complete', 'Cancel']);
  });

  it('shows no status change or Edit to users who may only read appointments', async () => {
    await openWith(buildAppointment({ status: statuses.pending }), buildUser({ permissions: ['appointments:read', 'payments:create'] }));
    expect(offeredActions()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toBeInTheDocument();
  });

  it('confirms, says so, and shows the appointment as the server now has it', async () => {
    const user = setupUser();
    let current = buildAppointment({ status: statuses.pending });
    const fetchMock = stubAppointmentApi({
      [`GET ${APPOINTMENT_URL}`]: () => dataResponse(current),
      [`PATCH ${APPOINTMENT_URL}/confirm`]: () => {
        current = { ...current, status: statuses.confirmed, status_id: 2 };
        return dataResponse(current);
      },
    });
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Appointment confirmed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/confirm`)).toHaveLength(1);
    await waitFor(() => expect(offeredActions()).toEqual(['Check In', 'Complete', 'No Show', 'Cancel']));
  });

  it('checks in and checks out with their own calls', async () => {
    const user = setupUser();
    let current = buildAppointment({ status: statuses.confirmed, status_id: 2 });
    const fetchMock = stubAppointmentApi({
      [`GET ${APPOINTMENT_URL}`]: () => dataResponse(current),
      [`PATCH ${APPOINTMENT_URL}/checkin`]: () => {
        current = { ...current, status: statuses.inProgress, status_id: 3, checked_in_at: '2026-11-24T15:02:00.000Z' };
        return dataResponse(current);
      },
      [`PATCH ${APPOINTMENT_URL}/checkout`]: () => {
        current = { ...current, checked_out_at: '2026-11-24T15:50:00.000Z' };
        return dataResponse(current);
      },
    });
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Client checked in')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    expect(await screen.findByText('Client checked out')).toBeInTheDocument();

    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/checkin`)).toHaveLength(1);
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/checkout`)).toHaveLength(1);
    await waitFor(() => expect(offeredActions()).toEqual(['Complete', 'Process Payment', 'Cancel']));
  });

  it("shows the server's reason when someone else changed the appointment first, and reloads it", async () => {
    const user = setupUser();
    let current = buildAppointment({ status: statuses.confirmed, status_id: 2 });
    const fetchMock = stubAppointmentApi({
      [`GET ${APPOINTMENT_URL}`]: () => dataResponse(current),
      [`PATCH ${APPOINTMENT_URL}/checkin`]: () => {
        current = { ...current, status: statuses.cancelled, status_id: 5, cancelled_at: '2026-11-24T14:00:00.000Z' };
        return errorResponse(409, 'INVALID_TRANSITION', 'Cannot check in an appointment that is cancelled');
      },
    });
    await openAppointment();
    const loads = callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length;

    await user.click(screen.getByRole('button', { name: 'Check In' }));

    expect(await screen.findByText('Cannot check in an appointment that is cancelled')).toBeInTheDocument();
    expect(screen.getByText('Client not checked in')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length).toBeGreaterThan(loads));
    await waitFor(() => expect(offeredActions()).toEqual([]));
  });

  it('completes with the rating chosen', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi({
      [`PATCH ${APPOINTMENT_URL}/complete`]: () => dataResponse(buildAppointment({ status: statuses.completed, status_id: 4, rating: 4 })),
    });
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete appointment' });
    // Mantine's Rating takes a star on a click of its symbol, or Enter on its radio.
    within(dialog).getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));

    expect(await screen.findByText('Appointment completed')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/complete`)[0].body).toEqual({ rating: 4 });
  });

  it('completes without a rating when it is skipped, and not at all when the window is closed', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi({
      [`PATCH ${APPOINTMENT_URL}/complete`]: () => dataResponse(buildAppointment({ status: statuses.completed, status_id: 4 })),
    });
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete appointment' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/complete`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Complete appointment' })).getByRole('button', { name: 'Skip rating' }));

    await waitFor(() => expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/complete`)).toHaveLength(1));
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/complete`)[0].body).toEqual({});
  });

  it('marks a no-show with the reason given', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi({
      [`PATCH ${APPOINTMENT_URL}/no-show`]: () => dataResponse(buildAppointment({ status: { status_id: 6, name: 'no_show', is_billable: true }, status_id: 6 })),
    });
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'No Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as no-show?' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'No answer on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Mark no-show' }));

    expect(await screen.findByText('Marked as no-show')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PATCH ${APPOINTMENT_URL}/no-show`)[0].body).toEqual({ reason: 'No answer on the phone' });
  });
});

describe('the salon\'s clock', () => {
  const confirmed = buildAppointment({ status: statuses.confirmed, status_id: 2 });
  const button = (name: string) => screen.getByRole('button', { name });
  const CHECK_IN_FROM = 'This appointment is on Tuesday, November 24, 2026; it can be checked in from that day.';
  const COMPLETE_FROM = 'This appointment is on Tuesday, November 24, 2026; it can be completed from that day.';

  it('disables Check In, Complete and No Show the evening before, saying from when, and keeps Cancel', async () => {
    pretendItIs(2026, 10, 23, 23, 59);
    await openWith(confirmed);

    expect(offeredActions()).toEqual(['Check In', 'Complete', 'No Show', 'Cancel']);
    expect(button('Check In')).toBeDisabled();
    expect(button('Check In')).toHaveAccessibleDescription(CHECK_IN_FROM);
    expect(button('Complete')).toBeDisabled();
    expect(button('Complete')).toHaveAccessibleDescription(COMPLETE_FROM);
    expect(button('No Show')).toBeDisabled();
    expect(button('No Show')).toHaveAccessibleDescription('This appointment starts on Tuesday, November 24, 2026 at 10:00 AM; it can be marked as a no-show from then.');
    expect(screen.getByText(CHECK_IN_FROM)).toBeVisible();
    expect(button('Cancel')).toBeEnabled();
  });

  it('enables Check In and Complete from midnight on the day; No Show still waits for 10:00 AM', async () => {
    pretendItIs(2026, 10, 24, 0, 0);
    await openWith(confirmed);

    expect(button('Check In')).toBeEnabled();
    expect(button('Complete')).toBeEnabled();
    expect(screen.queryByText(CHECK_IN_FROM)).not.toBeInTheDocument();
    expect(button('No Show')).toBeDisabled();
    expect(screen.getByText('This appointment starts at 10:00 AM today; it can be marked as a no-show from then.')).toBeVisible();
  });

  it('opens No Show at the start time without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 10, 24, 9, 59));
    await openWith(confirmed);
    expect(button('No Show')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(button('No Show')).toBeEnabled();
    expect(button('No Show')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/can be marked as a no-show/)).not.toBeInTheDocument();
  });

  it("follows the salon's clock, not the computer's: at a salon in Los Angeles, 03:00 UTC on the 24th is 7:00 PM on the 23rd", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
    const losAngeles = inSalonZone(buildUser({ permissions: ['*:*'] }), 'America/Los_Angeles');

    // Tonight's 7:30 PM visit: on its day already, but not yet started.
    const { unmount } = await openWith(buildAppointment({ status: statuses.confirmed, status_id: 2, appointment_date: '2026-11-23', start_time: '19:30', end_time: '20:15' }), losAngeles);
    expect(button('Check In')).toBeEnabled();
    expect(button('No Show')).toBeDisabled();
    expect(button('No Show')).toHaveAccessibleDescription('This appointment starts at 7:30 PM today; it can be marked as a no-show from then.');
    unmount();

    // Tomorrow's 10:00 AM visit, though the computer's date may already be the 24th.
    await openWith(confirmed, losAngeles);
    expect(button('Check In')).toBeDisabled();
    expect(button('Check In')).toHaveAccessibleDescription(CHECK_IN_FROM);
  });

  it('never holds back Confirm on a pending appointment weeks ahead', async () => {
    pretendItIs(2026, 10, 2, 9, 0);
    await openWith(buildAppointment({ status: statuses.pending }));
    expect(button('Confirm')).toBeEnabled();
    expect(button('Complete')).toBeDisabled();
  });
});

describe('messages to the client', () => {
  const sent = (recipient: string) => dataResponse({ appointment_id: 42, method: 'email', recipient, sent_at: '2026-11-22T15:00:00.000Z' });

  /** The message buttons on show, in the page's order. */
  function offeredMessages(): string[] {
    const group = screen.queryByRole('group', { name: 'Message client' });
    return group ? within(group).getAllByRole('button').map((button) => button.textContent ?? '') : [];
  }

  it('offers a confirmation request and a reminder on a pending appointment, apart from the status changes', async () => {
    await openWith(buildAppointment({ status: statuses.pending }));
    expect(offeredMessages()).toEqual(['Send Confirmation', 'Send Reminder']);
    expect(within(screen.getByRole('group', { name: 'Appointment actions' })).queryByRole('button', { name: 'Send Reminder' })).not.toBeInTheDocument();
  });

  it('offers only a reminder once the appointment is confirmed', async () => {
    await openWith(buildAppointment({ status: statuses.confirmed, status_id: 2 }));
    expect(offeredMessages()).toEqual(['Send Reminder']);
  });

  it.each([
    ['checked in', buildAppointment({ status: statuses.inProgress, status_id: 3, checked_in_at: '2026-11-24T15:02:00.000Z' })],
    ['confirmed and already checked in', buildAppointment({ status: statuses.confirmed, status_id: 2, checked_in_at: '2026-11-24T15:02:00.000Z' })],
    ['completed', buildAppointment({ status: statuses.completed, status_id: 4, completed_at: '2026-11-24T15:51:00.000Z' })],
    ['cancelled', buildAppointment({ status: statuses.cancelled, status_id: 5, cancelled_at: '2026-11-23T10:00:00.000Z' })],
  ])('offers no message on an appointment %s', async (_state, appointment) => {
    await openWith(appointment);
    expect(offeredMessages()).toEqual([]);
  });

  it('offers no message when the client has no e-mail address', async () => {
    const appointment = buildAppointment({ status: statuses.pending });
    await openWith({ ...appointment, client: { ...appointment.client, email: null } });
    expect(offeredMessages()).toEqual([]);
  });

  it('offers no message to users who may only read appointments', async () => {
    await openWith(buildAppointment({ status: statuses.pending }), buildUser({ permissions: ['appointments:read'] }));
    expect(offeredMessages()).toEqual([]);
  });

  it('e-mails a confirmation request, says to whom, and reloads the appointment (its history gains an entry)', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi({ [`POST ${APPOINTMENT_URL}/send-confirmation`]: () => sent('maya@example.test') });
    await openAppointment();
    const loads = callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length;

    await user.click(screen.getByRole('button', { name: 'Send Confirmation' }));

    expect(await screen.findByText('Confirmation sent to maya@example.test')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${APPOINTMENT_URL}/send-confirmation`).map((call) => call.body)).toEqual([{ method: 'email' }]);
    expect(callsTo(fetchMock, `POST ${APPOINTMENT_URL}/send-reminder`)).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length).toBeGreaterThan(loads));
  });

  it('e-mails a reminder and says to whom', async () => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi(
      { [`POST ${APPOINTMENT_URL}/send-reminder`]: () => sent('maya@example.test') },
      buildAppointment({ status: statuses.confirmed, status_id: 2 }),
    );
    await openAppointment();

    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));

    expect(await screen.findByText('Reminder sent to maya@example.test')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${APPOINTMENT_URL}/send-reminder`).map((call) => call.body)).toEqual([{ method: 'email' }]);
  });

  it.each([
    [409, 'INVALID_TRANSITION', 'This appointment is already confirmed'],
    [400, 'BAD_REQUEST', 'This client has no e-mail address'],
  ])("shows the server's reason when a send is refused (%i)", async (status, code, message) => {
    const user = setupUser();
    const fetchMock = stubAppointmentApi({ [`POST ${APPOINTMENT_URL}/send-confirmation`]: () => errorResponse(status, code, message) });
    await openAppointment();
    const loads = callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length;

    await user.click(screen.getByRole('button', { name: 'Send Confirmation' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Confirmation not sent')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, `GET ${APPOINTMENT_URL}`).length).toBeGreaterThan(loads));
  });
});
