import { buildAppointment } from '../../../../testing/fixtures/appointments';
import { changeTypeLabel, fieldChanges, formatFieldValue } from './appointment-history-format';

describe('appointment history wording', () => {
  it.each([
    ['created', 'Created'],
    ['updated', 'Updated'],
    ['rescheduled', 'Rescheduled'],
    ['confirm', 'Confirmed'],
    ['auto_confirmed', 'Confirmed automatically'],
    ['check_in', 'Checked in'],
    ['check_out', 'Checked out'],
    ['complete', 'Completed'],
    ['cancel', 'Cancelled'],
    ['no_show', 'Marked no-show'],
    ['service_added', 'Service added'],
    ['service_updated', 'Service updated'],
    ['service_removed', 'Service removed'],
    ['confirmation_sent', 'Confirmation sent'],
    ['reminder_sent', 'Reminder sent'],
    ['deposit_refunded', 'Deposit refunded'],
    ['paymentRecorded', 'Payment recorded'],
  ])('calls %s "%s"', (type, label) => {
    expect(changeTypeLabel(type)).toBe(label);
  });

  it('shows values the way staff read them', () => {
    const appointment = buildAppointment();
    expect(formatFieldValue('start_time', '14:30')).toBe('2:30 PM');
    expect(formatFieldValue('appointment_date', '2026-03-01')).toBe('Mar 1, 2026');
    expect(formatFieldValue('deposit_amount', 12.5)).toBe('$12.50');
    expect(formatFieldValue('cancellation_fee', 25)).toBe('$25.00');
    expect(formatFieldValue('duration_minutes', 90)).toBe('1h 30m');
    expect(formatFieldValue('rating', 5)).toBe('5 of 5');
    expect(formatFieldValue('status', 'in_progress')).toBe('In progress');
    expect(formatFieldValue('status', 'no_show')).toBe('No-show');
    expect(formatFieldValue('employee_id', 3, appointment)).toBe('Rosa Diaz');
    expect(formatFieldValue('employee_id', 8, appointment)).toBe('#8');
    expect(formatFieldValue('notes', null)).toBe('none');
    expect(formatFieldValue('is_recurring', true)).toBe('Yes');
  });

  it('lists changed fields only, with what was removed and what was set', () => {
    const changes = fieldChanges(JSON.stringify({ notes: 'Old', total_price: 65, special_requests: 'Tea' }), JSON.stringify({ notes: 'New', total_price: 65, rating: 4 }));
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Notes', 'Old', 'New'],
      ['Special requests', 'Tea', null],
      ['Rating', null, '4 of 5'],
    ]);
  });

  it('leaves out the empty fields of a new record', () => {
    const changes = fieldChanges(null, JSON.stringify({ appointment_date: '2026-11-24', notes: null, special_requests: '' }));
    expect(changes.map(({ label, after }) => [label, after])).toEqual([['Date', 'Nov 24, 2026']]);
  });

  it('reads broken or missing JSON as no fields', () => {
    expect(fieldChanges('{oops', null)).toEqual([]);
    expect(fieldChanges('[1,2]', '"text"')).toEqual([]);
  });
});
