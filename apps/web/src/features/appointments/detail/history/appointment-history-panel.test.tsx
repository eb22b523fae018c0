import { screen, within } from '@testing-library/react';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { dataResponse, errorResponse } from '../../../../testing/stub-api';
import { APPOINTMENT_URL, openAppointment, stubAppointmentApi } from '../../../../testing/appointment-detail-testing';
import { buildHistoryEntry } from '../../../../testing/fixtures/appointments';

const HISTORY = `GET ${APPOINTMENT_URL}/history`;

const created = buildHistoryEntry();
const moved = buildHistoryEntry({
  history_id: 2,
  change_type: 'rescheduled',
  change_reason: 'Client asked for the afternoon',
  old_values: JSON.stringify({ start_time: '10:00', end_time: '10:45', total_price: 65 }),
  new_values: JSON.stringify({ start_time: '16:00', end_time: '16:45', total_price: 70 }),
  created_at: '2026-11-21T09:00:00.000Z',
});
const cancelled = buildHistoryEntry({
  history_id: 3,
  change_type: 'cancel',
  change_reason: 'Stylist is ill',
  old_values: JSON.stringify({ status: 'confirmed' }),
  new_values: JSON.stringify({ status: 'cancelled', cancelled_at: '2026-11-22T10:00:00.000Z', cancellation_reason: 'Stylist is ill' }),
  created_at: '2026-11-22T10:00:00.000Z',
  changedBy: null,
});
const unknown = buildHistoryEntry({ history_id: 4, change_type: 'payment_recorded', old_values: null, new_values: 'not json', created_at: '2026-11-23T10:00:00.000Z' });

async function openHistoryTab() {
  await openAppointment('/appointments/42?tab=history');
  return screen.findAllByRole('article');
}

const changesOf = (entry: HTMLElement) =>
  within(within(entry).getByRole('list', { name: 'Changed fields' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('appointment history tab', () => {
  it('lists every change newest first, readably, with who, when and why', async () => {
    stubAppointmentApi({ [HISTORY]: () => dataResponse([created, moved, cancelled, unknown]) });
    const entries = await openHistoryTab();

    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      `Payment recorded, ${formatDateTime(unknown.created_at)}`,
      `Cancelled, ${formatDateTime(cancelled.created_at)}`,
      `Rescheduled, ${formatDateTime(moved.created_at)}`,
      `Created, ${formatDateTime(created.created_at)}`,
    ]);

    const [payment, cancel, reschedule, creation] = entries;
    expect(within(payment).queryByRole('list')).not.toBeInTheDocument();

    expect(cancel).toHaveTextContent('by System');
    expect(cancel).toHaveTextContent('Reason: Stylist is ill');
    expect(changesOf(cancel)).toEqual(['Status: Confirmed → Cancelled', `Cancelled: ${formatDateTime('2026-11-22T10:00:00.000Z')}`, 'Cancellation reason: Stylist is ill']);

    expect(reschedule).toHaveTextContent('by Olivia Owner');
    expect(reschedule).toHaveTextContent('Reason: Client asked for the afternoon');
    expect(changesOf(reschedule)).toEqual(['Start time: 10:00 AM → 4:00 PM', 'End time: 10:45 AM → 4:45 PM', 'Price: $65.00 → $70.00']);

    expect(changesOf(creation)).toEqual(['Date: Nov 24, 2026', 'Start time: 10:00 AM']);
  });

  it('says when nothing is recorded yet', async () => {
    stubAppointmentApi({ [HISTORY]: () => dataResponse([]) });
    await openAppointment('/appointments/42?tab=history');

    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('says when the history could not be loaded', async () => {
    stubAppointmentApi({ [HISTORY]: () => errorResponse(403, 'FORBIDDEN', 'You do not have permission to do this') });
    await openAppointment('/appointments/42?tab=history');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading history');
    expect(alert).toHaveTextContent('You do not have permission to do this');
  });
});
