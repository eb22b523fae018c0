import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { buildUser, ownerUser } from '../../../testing/session-fixtures';
import { dataResponse, errorResponse } from '../../../testing/stub-api';
import { APPOINTMENT_URL, openAppointment, renderAppointmentDetail, stubAppointmentApi } from '../../../testing/appointment-detail-testing';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { setupUser } from '../../../testing/user-actions';

/** The value shown beside a label in a section's description list. */
function detail(section: string, label: string) {
  const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

function timelineSteps() {
  const timeline = screen.getByRole('list', { name: 'Appointment timeline' });
  return within(timeline)
    .getAllByRole('listitem')
    .map((step) => step.textContent);
}

describe('appointment detail', () => {
  it('heads the page with the client, service, day, 12-hour times, employee and status', async () => {
    stubAppointmentApi();
    await openAppointment();

    expect(screen.getByText('Tue, Nov 24, 2026 · 10:00 AM – 10:45 AM · with Rosa Diaz')).toBeInTheDocument();
    expect(screen.getByText('Pending', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Services', 'Notes', 'History']);
  });

  it('shows the overview: client, booking, money and notes, with links to the records', async () => {
    stubAppointmentApi(
      {},
      buildAppointment({ deposit_amount: 20.1, total_price: 65.3, special_requests: 'Quiet appointment please', is_recurring: true, recurring_pattern: 'biweekly', duration_minutes: 75, end_time: '11:15' }),
    );
    await openAppointment();

    expect(within(detail('Client', 'Name')).getByRole('link', { name: 'Maya Lopez' })).toHaveAttribute('href', '/clients/7');
    expect(within(detail('Client', 'Phone')).getByRole('link')).toHaveAttribute('href', 'tel:+15550107000');
    expect(within(detail('Client', 'Email')).getByRole('link')).toHaveAttribute('href', 'mailto:maya@example.test');
    expect(within(detail('Appointment', 'Service')).getByRole('link', { name: "Women's Haircut" })).toHaveAttribute('href', '/services/5');
    expect(within(detail('Appointment', 'Employee')).getByRole('link', { name: 'Rosa Diaz' })).toHaveAttribute('href', '/employees/3');
    expect(detail('Appointment', 'Date')).toHaveTextContent('Tue, Nov 24, 2026');
    expect(detail('Appointment', 'Time')).toHaveTextContent('10:00 AM – 11:15 AM');
    expect(detail('Appointment', 'Duration')).toHaveTextContent('1h 15m');
    expect(detail('Appointment', 'Repeats')).toHaveTextContent('Every two weeks');
    expect(detail('Price', 'Price')).toHaveTextContent('$65.30');
    expect(detail('Price', 'Deposit')).toHaveTextContent('$20.10');
    expect(detail('Price', 'Due after deposit')).toHaveTextContent('$45.20');
    expect(detail('Notes', 'Notes for the client')).toHaveTextContent('Wants a fringe trim too.');
    expect(detail('Notes', 'Internal notes')).toHaveTextContent('Prefers Rosa.');
    expect(detail('Notes', 'Special requests')).toHaveTextContent('Quiet appointment please');
    expect(screen.queryByRole('region', { name: 'Outcome' })).not.toBeInTheDocument();
  });

  it('shows record names as plain text to users who may not open those records', async () => {
    stubAppointmentApi();
    await openAppointment('/appointments/42', buildUser({ permissions: ['appointments:read'] }));

    expect(detail('Client', 'Name')).toHaveTextContent('Maya Lopez');
    expect(within(detail('Client', 'Name')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(detail('Appointment', 'Employee')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the rating of a completed appointment', async () => {
    stubAppointmentApi({}, buildAppointment({ status: { status_id: 4, name: 'completed', is_billable: true }, rating: 4, completed_at: '2026-11-24T15:51:00.000Z' }));
    await openAppointment();

    expect(detail('Outcome', 'Rating')).toHaveTextContent('4 of 5');
  });

  it('shows why a cancelled appointment was cancelled', async () => {
    stubAppointmentApi({}, buildAppointment({ status: { status_id: 5, name: 'cancelled', is_billable: false }, cancellation_reason: 'Client is ill', cancelled_at: '2026-11-23T10:00:00.000Z' }));
    await openAppointment();

    expect(detail('Outcome', 'Cancellation reason')).toHaveTextContent('Client is ill');
    expect(screen.getByText('Cancelled', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  });

  it('shows the late-cancellation fee of a cancelled appointment as what is due, the deposit counting toward it', async () => {
    stubAppointmentApi(
      {},
      buildAppointment({ status: { status_id: 5, name: 'cancelled', is_billable: false }, total_price: 80, deposit_amount: 10, cancellation_fee: 25, cancelled_at: '2026-11-23T10:00:00.000Z' }),
    );
    await openAppointment();

    expect(detail('Price', 'Cancellation fee')).toHaveTextContent('$25.00');
    expect(detail('Price', 'Due after deposit')).toHaveTextContent('$15.00');
  });

  it('says a cancellation cost no fee', async () => {
    stubAppointmentApi({}, buildAppointment({ status: { status_id: 5, name: 'cancelled', is_billable: false }, cancelled_at: '2026-11-23T10:00:00.000Z' }));
    await openAppointment();

    expect(detail('Price', 'Cancellation fee')).toHaveTextContent('None');
    expect(detail('Price', 'Due after deposit')).toHaveTextContent('$0.00');
  });

  it('draws the timeline with the time of each step reached and the others not yet reached', async () => {
    const checkedIn = '2026-11-24T15:02:00.000Z';
    stubAppointmentApi({}, buildAppointment({ status: { status_id: 3, name: 'in_progress', is_billable: true }, checked_in_at: checkedIn }));
    await openAppointment();

    expect(timelineSteps()).toEqual([
      `Created${formatDateTime('2026-11-20T15:00:00.000Z')}`,
      `Checked In${formatDateTime(checkedIn)}`,
      'Checked OutNot yet',
      'CompletedNot yet',
      'CancelledNot yet',
      'No ShowNot yet',
    ]);
  });

  it('marks the steps a finished appointment never reached as not reached', async () => {
    const noShow = '2026-11-24T15:30:00.000Z';
    stubAppointmentApi({}, buildAppointment({ status: { status_id: 6, name: 'no_show', is_billable: true }, no_show_at: noShow }));
    await openAppointment();

    expect(timelineSteps()).toEqual([
      `Created${formatDateTime('2026-11-20T15:00:00.000Z')}`,
      'Checked InNot reached',
      'Checked OutNot reached',
      'CompletedNot reached',
      'CancelledNot reached',
      `No Show${formatDateTime(noShow)}`,
    ]);
  });

  it('opens the tab named in the address and keeps the chosen tab there', async () => {
    const user = setupUser();
    stubAppointmentApi();
    const { router } = await openAppointment('/appointments/42?tab=notes');

    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=history'));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the appointment does not exist, with a way back', async () => {
    stubAppointmentApi({ [`GET ${APPOINTMENT_URL}`]: () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    renderAppointmentDetail();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading appointment');
    expect(alert).toHaveTextContent('Appointment not found');
    expect(within(alert).getByRole('link', { name: 'Back to Appointments' })).toHaveAttribute('href', '/appointments');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows why the appointment could not be loaded, and tries again', async () => {
    const user = setupUser();
    let fail = true;
    stubAppointmentApi({
      [`GET ${APPOINTMENT_URL}`]: () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse(buildAppointment())),
    });
    renderAppointmentDetail('/appointments/42', ownerUser);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading appointment');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Maya Lopez · Women's Haircut" })).toBeInTheDocument();
  });

  it('treats an address that cannot name an appointment as not found, without asking the API', async () => {
    const fetchMock = stubAppointmentApi();
    renderAppointmentDetail('/appointments/next');

    expect(await screen.findByRole('alert')).toHaveTextContent('Appointment not found');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/appointments'))).toHaveLength(0);
  });
});
