import type { BookedBlock, EmployeeDay } from '@salon/contracts';
import { ownerUser, signIn, withSalonFormats } from '../../../testing/session-fixtures';
import { compactSpan, heldAppointments, shiftSegments, workingMinutes } from './schedule-day-summary';

const booking = (overrides: Partial<BookedBlock>): BookedBlock => ({
  appointment_id: 1,
  start_time: '10:00',
  end_time: '11:00',
  status: 'confirmed',
  client_name: 'Maya Lopez',
  service_name: "Women's Haircut",
  ...overrides,
});

const day: EmployeeDay = {
  date: '2026-11-24',
  working_hours: { start_time: '09:00', end_time: '17:00' },
  breaks: [{ start_time: '13:00', end_time: '13:30' }],
  appointments: [
    booking({ appointment_id: 2, start_time: '14:00', end_time: '14:45' }),
    booking({ appointment_id: 1 }),
    booking({ appointment_id: 3, start_time: '15:00', end_time: '16:00', status: 'cancelled' }),
    booking({ appointment_id: 4, start_time: '16:00', end_time: '16:30', status: 'no_show' }),
  ],
};

describe('schedule day summary', () => {
  it('counts only the bookings that hold time, in order', () => {
    const held = heldAppointments(day.appointments);
    expect(held.map((appointment) => appointment.appointment_id)).toEqual([1, 2]);
  });

  it('leaves breaks out of the working time', () => {
    expect(workingMinutes(day)).toBe(450);
    expect(workingMinutes({ ...day, working_hours: null })).toBe(0);
  });

  it('places breaks and booked time along the shift, clipped to it', () => {
    const busy = [
      { start_time: '10:00', end_time: '11:00' },
      { start_time: '14:00', end_time: '14:45' },
      { start_time: '16:30', end_time: '18:00' },
      { start_time: '18:00', end_time: '19:00' },
    ];
    expect(shiftSegments(day, busy)).toEqual([
      { kind: 'break', key: 'break-0', left: 50, width: 6.25 },
      { kind: 'booked', key: 'booked-10:00', left: 12.5, width: 12.5 },
      { kind: 'booked', key: 'booked-14:00', left: 62.5, width: 9.375 },
      { kind: 'booked', key: 'booked-16:30', left: 93.75, width: 6.25 },
    ]);
    expect(shiftSegments({ ...day, working_hours: null }, busy)).toEqual([]);
  });

  it('writes a span briefly, naming AM or PM once when both ends share it', () => {
    expect(compactSpan({ start_time: '09:00', end_time: '17:00' })).toBe('9:00 AM–5:00 PM');
    expect(compactSpan({ start_time: '12:00', end_time: '12:30' })).toBe('12:00–12:30 PM');
    expect(compactSpan({ start_time: '08:00', end_time: '11:45' })).toBe('8:00–11:45 AM');
  });

  it('writes both ends in full on a 24-hour clock, which has no halves', () => {
    signIn(withSalonFormats(ownerUser, { timeFormat: '24h' }));
    expect(compactSpan({ start_time: '09:00', end_time: '17:00' })).toBe('09:00–17:00');
    expect(compactSpan({ start_time: '12:00', end_time: '12:30' })).toBe('12:00–12:30');
  });
});
