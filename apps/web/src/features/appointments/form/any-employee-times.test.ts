import type { TimeSlot } from '@salon/contracts';
import { anyEmployeeTimes } from './any-employee-times';

const slot = (start_time: string, end_time: string, is_available = true): TimeSlot => ({ start_time, end_time, is_available, conflict_reason: is_available ? null : 'booked' });

describe('any employee times', () => {
  it('lists each time someone is free once, earliest first, with who is free, the least booked first', () => {
    const rosa = { employee_id: 3, first_name: 'Rosa', last_name: 'Diaz', slots: [slot('09:00', '09:45', false), slot('10:00', '10:45'), slot('11:00', '11:45', false)] };
    const sam = { employee_id: 4, first_name: 'Sam', last_name: 'Stone', slots: [slot('09:00', '09:45'), slot('10:00', '10:45'), slot('11:00', '11:45')] };

    const times = anyEmployeeTimes([rosa, sam]);

    expect(times.slots.map((free) => `${free.start_time}-${free.end_time}`)).toEqual(['09:00-09:45', '10:00-10:45', '11:00-11:45']);
    expect(times.freeAt.get('10:00')).toEqual([
      { employee_id: 4, name: 'Sam Stone' },
      { employee_id: 3, name: 'Rosa Diaz' },
    ]);
    expect(times.freeAt.get('09:00')).toEqual([{ employee_id: 4, name: 'Sam Stone' }]);
  });

  it('keeps the order given between employees equally free, and has no times when nobody is free', () => {
    const rosa = { employee_id: 3, first_name: 'Rosa', last_name: 'Diaz', slots: [slot('10:00', '10:45')] };
    const sam = { employee_id: 4, first_name: 'Sam', last_name: 'Stone', slots: [slot('10:00', '10:45')] };

    expect(anyEmployeeTimes([rosa, sam]).freeAt.get('10:00')?.map((free) => free.employee_id)).toEqual([3, 4]);
    expect(anyEmployeeTimes([{ ...rosa, slots: [slot('10:00', '10:45', false)] }]).slots).toEqual([]);
  });
});
