import { Select } from '@mantine/core';
import { useActiveEmployees } from '../api/use-active-employees';
import { useAppointmentStatuses } from '../api/use-appointment-statuses';
import { statusLabel } from '../status/appointment-status-label';
import type { CalendarFilters } from './calendar-filters';

type AppointmentCalendarFiltersProps = {
  filters: CalendarFilters;
  onChange: (key: keyof CalendarFilters, value: string | null) => void;
};

const ALL = 'all';

/** One employee's month, or one status's: the count and "+N more" follow the filter. */
export function AppointmentCalendarFilters({ filters, onChange }: AppointmentCalendarFiltersProps) {
  const employees = useActiveEmployees();
  const statuses = useAppointmentStatuses();
  const employeeOptions = [
    { value: ALL, label: 'All employees' },
    ...(employees.data ?? []).map((employee) => ({ value: String(employee.employee_id), label: `${employee.first_name} ${employee.last_name}` })),
  ];
  const statusOptions = [{ value: ALL, label: 'All statuses' }, ...(statuses.data ?? []).map((status) => ({ value: status.name, label: statusLabel(status.name) }))];
  const choose = (key: keyof CalendarFilters) => (value: string | null) => onChange(key, value === ALL ? null : value);

  return (
    <>
      <Select
        aria-label="Employee"
        data={employeeOptions}
        value={filters.employee_id ? String(filters.employee_id) : ALL}
        onChange={choose('employee_id')}
        allowDeselect={false}
        searchable
        w={180}
      />
      <Select aria-label="Status" data={statusOptions} value={filters.status ?? ALL} onChange={choose('status')} allowDeselect={false} w={150} />
    </>
  );
}
