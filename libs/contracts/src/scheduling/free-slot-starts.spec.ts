import { describe, expect, it } from 'vitest';
import type { EmployeeDay } from '../availability/availability.schemas';
import { freeSlotStarts } from './free-slot-starts';
import { toTime } from './wall-clock';

const day = (overrides: Partial<EmployeeDay>): EmployeeDay => ({
  date: '2031-03-12',
  working_hours: { start_time: '09:30', end_time: '11:00' },
  breaks: [],
  appointments: [],
  ...overrides,
});
const booked = (start_time: string, end_time: string, status = 'confirmed') => ({ appointment_id: 1, start_time, end_time, status, client_name: 'A', service_name: 'B' });
const times = (starts: number[]) => starts.map(toTime);

describe('freeSlotStarts', () => {
  it('offers the quarter hours clear of breaks, bookings holding time and the past', () => {
    const busy = day({ breaks: [{ start_time: '10:00', end_time: '10:15' }], appointments: [booked('10:15', '10:40'), booked('09:30', '09:45', 'cancelled')] });
    expect(times(freeSlotStarts(busy, 0, 'America/New_York'))).toEqual(['09:30', '09:45', '10:45']);
    expect(times(freeSlotStarts(day({}), 10 * 60 + 20, 'America/New_York'))).toEqual(['10:30', '10:45']);
    expect(freeSlotStarts(day({ working_hours: null }), 0, 'America/New_York')).toEqual([]);
  });

  it('skips the hour New York springs over on 2031-03-09, and only there', () => {
    const night = { working_hours: { start_time: '01:00', end_time: '04:00' } };
    expect(times(freeSlotStarts(day({ ...night, date: '2031-03-09' }), 0, 'America/New_York'))).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
    expect(times(freeSlotStarts(day({ ...night, date: '2031-03-09' }), 0, 'America/Phoenix'))).toHaveLength(12);
    expect(times(freeSlotStarts(day({ ...night, date: '2031-03-09' }), 0, 'America/New_York', 60))).toEqual(['01:00', '03:00']);
  });
});
