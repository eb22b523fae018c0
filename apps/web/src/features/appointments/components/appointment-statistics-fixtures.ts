import type { AppointmentStatistics, AppointmentStatus } from '@salon/contracts';

/** Figures as the statistics endpoints return them; tests override what they look at. */
export function buildStatistics(overrides: Partial<AppointmentStatistics> = {}): AppointmentStatistics {
  return {
    date_from: '2026-10-26',
    date_to: '2026-11-24',
    total_appointments: 40,
    by_status: { completed: 34, cancelled: 4, no_show: 2 },
    completed: 34,
    cancelled: 4,
    no_show: 2,
    completion_rate: 85,
    cancellation_rate: 10,
    no_show_rate: 5.3,
    revenue: 2890.5,
    average_price: 72.25,
    average_duration_minutes: 50,
    average_rating: 4.64,
    rating_count: 11,
    unique_clients: 27,
    top_services: [
      { service_id: 5, name: "Women's Haircut", count: 18, revenue: 1170 },
      { service_id: 9, name: 'Gel Manicure', count: 12, revenue: 540 },
    ],
    top_employees: [
      { employee_id: 3, first_name: 'Rosa', last_name: 'Diaz', count: 22, revenue: 1650 },
      { employee_id: 4, first_name: 'Sam', last_name: 'Stone', count: 18, revenue: 1240.5 },
    ],
    by_month: [
      { month: '2026-10', appointments: 8, completed: 7, revenue: 520 },
      { month: '2026-11', appointments: 32, completed: 27, revenue: 2370.5 },
    ],
    ...overrides,
  };
}

/** Nothing booked in the period. */
export const emptyStatistics = (): AppointmentStatistics =>
  buildStatistics({
    total_appointments: 0,
    by_status: {},
    completed: 0,
    cancelled: 0,
    no_show: 0,
    completion_rate: 0,
    cancellation_rate: 0,
    no_show_rate: 0,
    revenue: 0,
    average_price: null,
    average_duration_minutes: null,
    average_rating: null,
    rating_count: 0,
    unique_clients: 0,
    top_services: [],
    top_employees: [],
    by_month: [{ month: '2026-11', appointments: 0, completed: 0, revenue: 0 }],
  });

/** The six system statuses (DECISIONS §5). */
export const SEEDED_STATUSES: AppointmentStatus[] = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'].map((name, index) => ({
  status_id: index + 1,
  name,
  is_billable: ['in_progress', 'completed', 'no_show'].includes(name),
  is_system: true,
}));

/**
 * jsdom lays nothing out, so the charts measure 0×0 and recharts warns on every render;
 * only that warning is dropped (spies are restored after each test).
 */
export function silenceChartSizeWarnings(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
}
