/** Request bodies that pass every rule; tests override what they are about. */

export const clientBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nora',
  last_name: 'Quinn',
  email: 'nora.quinn@example.com',
  phone: '+1 212 555 0147',
  ...overrides,
});

export const employeeBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Sofia',
  last_name: 'Marino',
  position: 'stylist',
  hire_date: '2021-03-01',
  employment_type: 'full_time',
  ...overrides,
});

export const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Women's Haircut",
  service_type_id: 1,
  base_price: 75,
  duration_minutes: 60,
  ...overrides,
});

export const scheduleDay = (day_of_week: number, overrides: Record<string, unknown> = {}) => ({
  day_of_week,
  start_time: '09:00',
  end_time: '17:00',
  break_start: '13:00',
  break_end: '14:00',
  ...overrides,
});

/** `YYYY-MM-DD`, `days` from today (UTC): comfortably in the future for booking tests. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The next date on or after `from` that falls on a day of the week (0 Sunday). */
export function nextWeekday(dayOfWeek: number, from = daysFromNow(7)) {
  const date = new Date(`${from}T12:00:00Z`);
  while (date.getUTCDay() !== dayOfWeek) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The `index`-th date from `from` on which the salon opens by default (Monday to
 * Saturday: Sunday is closed, spec part 2 §9), for employees without a weekly schedule.
 */
export function openDay(index: number, from = daysFromNow(20)) {
  const date = new Date(`${from}T12:00:00Z`);
  for (let found = -1; ; date.setUTCDate(date.getUTCDate() + 1)) {
    if (date.getUTCDay() !== 0) found += 1;
    if (found === index) return date.toISOString().slice(0, 10);
  }
}
