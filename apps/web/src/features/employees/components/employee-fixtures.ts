import type { Employee, ScheduleDay } from '@salon/contracts';

/** An employee as the API returns it; tests override what they look at. */
export function buildEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    employee_id: 3,
    salon_id: 1,
    first_name: 'Rosa',
    last_name: 'Diaz',
    email: 'rosa@salon.test',
    phone: '+1 555 010 3000',
    date_of_birth: '1990-06-15',
    address: '8 Oak Lane, Springfield',
    position: 'nail_technician',
    hire_date: '2022-03-01',
    hourly_rate: 28.5,
    commission_rate: 12.5,
    employment_type: 'part_time',
    is_active: true,
    specializations: 'Gel nails, Nail art , ',
    certifications: 'State nail license',
    years_experience: 7,
    emergency_contact_name: 'Luis Diaz',
    emergency_contact_phone: '+1 555 010 3001',
    notes: 'Prefers morning shifts.',
    created_at: '2022-03-01T14:00:00.000Z',
    updated_at: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

export function buildScheduleDay(overrides: Partial<ScheduleDay> = {}): ScheduleDay {
  return {
    schedule_id: 1,
    employee_id: 3,
    day_of_week: 1,
    start_time: '09:00',
    end_time: '17:00',
    break_start: '12:00',
    break_end: '12:30',
    updated_at: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}
