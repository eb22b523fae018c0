import type { EmployeeDay } from '@salon/contracts';
import { dayRange, offHours, placement } from './appointment-day-layout';

function day(overrides: Partial<EmployeeDay>): EmployeeDay {
  return { date: '2030-03-12', working_hours: { start_time: '09:30', end_time: '17:00' }, breaks: [], appointments: [], ...overrides };
}

const booked = (start_time: string, end_time: string, status = 'confirmed') => ({ appointment_id: 1, start_time, end_time, status, client_name: 'A', service_name: 'B' });

describe('day view layout', () => {
  it('covers everyone’s hours on whole hours, widened to appointments booked outside them', () => {
    expect(dayRange([day({}), day({ working_hours: { start_time: '11:00', end_time: '18:15' } })])).toEqual({ start: 9 * 60, end: 19 * 60 });
    expect(dayRange([day({ working_hours: null, appointments: [booked('07:45', '08:30')] }), day({})])).toEqual({ start: 7 * 60, end: 17 * 60 });
    // A cancelled booking does not stretch the day.
    expect(dayRange([day({ appointments: [booked('19:00', '20:00', 'cancelled')] })])).toEqual({ start: 9 * 60, end: 17 * 60 });
    expect(dayRange([day({ working_hours: null })])).toBeNull();
    expect(dayRange([day({ working_hours: { start_time: '20:00', end_time: '24:00' } })])).toEqual({ start: 20 * 60, end: 24 * 60 });
  });

  it('shades the stretches outside working hours, or the whole day off', () => {
    const range = { start: 9 * 60, end: 19 * 60 };
    expect(offHours(day({}), range)).toEqual([
      { start_time: '09:00', end_time: '09:30' },
      { start_time: '17:00', end_time: '19:00' },
    ]);
    expect(offHours(day({ working_hours: null }), range)).toEqual([{ start_time: '09:00', end_time: '19:00' }]);
    expect(placement({ start_time: '09:30', end_time: '10:15' }, range)).toEqual({ top: 40, height: 60 });
  });
});
