import type { Employee } from '@salon/contracts';
import { useEmployeeStatistics } from '../api/use-appointment-statistics';
import type { StatCardKey } from './appointment-statistics-cards';
import { AppointmentStatisticsPanel } from './appointment-statistics-panel';
import { useStatisticsRange } from './appointment-statistics-range';

const CARDS: readonly StatCardKey[] = [
  'appointments',
  'completed',
  'completion_rate',
  'revenue',
  'average_rating',
  'no_show_rate',
  'cancellation_rate',
  'unique_clients',
];

/** How the employee did over a period: figures, months and their top services. */
export function EmployeePerformanceTab({ employee }: { employee: Employee }) {
  const range = useStatisticsRange();
  const statistics = useEmployeeStatistics(employee.employee_id, range.dates);
  return <AppointmentStatisticsPanel range={range} statistics={statistics} cards={CARDS} top="services" />;
}
