import type { BookedBlock, EmployeeDay, WeekSchedule } from '@salon/contracts';
import { addDays } from './week-dates';

export function buildBooking(overrides: Partial<BookedBlock> = {}): BookedBlock {
  return {
    appointment_id: 42,
    start_time: '10:00',
    end_time: '10:45',
    status: 'confirmed',
    client_name: 'Maya Lopez',
    service_name: "Women's Haircut",
    ...overrides,
  };
}

/** A working day 9 to 5 with a half-hour break at noon and no bookings. */
export function buildWorkingDay(date: string, overrides: Partial<EmployeeDay> = {}): EmployeeDay {
  return {
    date,
    working_hours: { start_time: '09:00', end_time: '17:00' },
    breaks: [{ start_time: '12:00', end_time: '12:30' }],
    appointments: [],
    ...overrides,
  };
}

export const dayOff = (date: string): EmployeeDay => ({ date, working_hours: null, breaks: [], appointments: [] });

type ScheduledEmployee = WeekSchedule['employees'][number];

/** A week from a Sunday: Rosa works Monday to Friday, with two bookings on Tuesday. */
export function buildWeekSchedule(startDate = '2026-11-22', employees?: ScheduledEmployee[]): WeekSchedule {
  const dates = Array.from({ length: 7 }, (_, index) => addDays(startDate, index));
  const rosa: ScheduledEmployee = {
    employee_id: 3,
    first_name: 'Rosa',
    last_name: 'Diaz',
    position: 'nail_technician',
    days: dates.map((date, index) => {
      if (index === 0 || index === 6) return dayOff(date);
      if (index !== 2) return buildWorkingDay(date);
      return buildWorkingDay(date, {
        appointments: [
          buildBooking({ appointment_id: 43, start_time: '14:00', end_time: '15:00', client_name: 'Ann Lee', service_name: 'Gel Manicure' }),
          buildBooking(),
        ],
      });
    }),
  };
  return { start_date: startDate, dates, employees: employees ?? [rosa] };
}
