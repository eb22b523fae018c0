import { DEFAULT_SETTINGS } from '@salon/contracts';
import { cancellationAdvice, hoursToStart } from './cancellation-advice';

const policy = { ...DEFAULT_SETTINGS.appointments.cancellationPolicy, cancellationFee: 15, cancellationFeeType: 'percentage' as const };
const appointment = { appointment_date: '2026-11-24', start_time: '10:00:00', total_price: 79.99 };

describe('hoursToStart', () => {
  it('counts the salon wall clock across days, negative once the start has passed', () => {
    expect(hoursToStart({ date: '2026-11-23', time: '22:30' }, '2026-11-24', '10:00')).toBe(11.5);
    expect(hoursToStart({ date: '2026-11-24', time: '10:45' }, '2026-11-24', '10:00:00')).toBe(-0.75);
  });
});

describe('cancellationAdvice', () => {
  it('tells the fee of a late cancellation by the owner, to the cent', () => {
    expect(cancellationAdvice(policy, appointment, { date: '2026-11-23', time: '15:00' }, true)).toEqual({
      refusal: null,
      reasonRequired: null,
      fee: 'A cancellation fee of $12.00 applies (15% of the price)',
    });
  });

  it('refuses the desk, and asks the owner for a reason inside the no-cancel period', () => {
    const now = { date: '2026-11-24', time: '09:00' };
    expect(cancellationAdvice(policy, appointment, now, false)).toEqual({
      refusal: 'Appointments cannot be cancelled less than 2 hours before the start; mark a no-show instead',
      reasonRequired: null,
      fee: null,
    });
    expect(cancellationAdvice(policy, appointment, now, true)).toEqual({
      refusal: null,
      reasonRequired: 'Give a reason to cancel less than 2 hours before the start',
      fee: 'A cancellation fee of $12.00 applies (15% of the price)',
    });
  });

  it('says nothing before the minimum notice', () => {
    expect(cancellationAdvice(policy, appointment, { date: '2026-11-23', time: '10:00' }, false)).toEqual({ refusal: null, reasonRequired: null, fee: null });
  });
});
