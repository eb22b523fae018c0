import { Button, Select, TextInput } from '@mantine/core';
import type { APPOINTMENT_SORTABLE } from '@salon/contracts';
import type { ListSearchState } from '../../../components/resource-list/use-list-search-params';
import { useEmployees } from '../../employees';
import { useServices } from '../../services';
import { useAppointmentStatuses } from '../api/use-appointment-statuses';
import { statusLabel } from '../status/appointment-status-label';
import { ALL_DATES, dateRangeError, effectiveDateFrom, type AppointmentFilterKey } from './appointments-list-filter-values';

type AppointmentsListFiltersProps = {
  list: ListSearchState<(typeof APPOINTMENT_SORTABLE)[number], AppointmentFilterKey>;
  /** The salon's today, where the list starts unless the address says otherwise. */
  today: string;
};

const ANY = 'any';

/**
 * Only active staff and services can be booked, so they are the ones to filter by (spec part 1 §4).
 * The same queries as the appointment form's, so the two share one cached answer.
 */
const ACTIVE_EMPLOYEES = { limit: 1000, offset: 0, sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' } as const;
const ACTIVE_SERVICES = { page: 1, pageSize: 1000, sortBy: 'name', sortOrder: 'ASC', activeOnly: 'true' } as const;

/** The appointments list's own filters; each one narrows the list on the server and lives in the URL. */
export function AppointmentsListFilters({ list, today }: AppointmentsListFiltersProps) {
  const statuses = useAppointmentStatuses();
  const employees = useEmployees(ACTIVE_EMPLOYEES);
  const services = useServices(ACTIVE_SERVICES);
  const { filters, setFilter, setFilters } = list;
  const dateFrom = effectiveDateFrom(filters.date_from, today);
  const rangeError = dateRangeError(dateFrom, filters.date_to);

  const statusOptions = [{ value: ANY, label: 'All statuses' }, ...(statuses.data ?? []).map((status) => ({ value: status.name, label: statusLabel(status.name) }))];
  const employeeOptions = [
    { value: ANY, label: 'All employees' },
    ...(employees.data?.rows ?? []).map((employee) => ({ value: String(employee.employee_id), label: `${employee.first_name} ${employee.last_name}` })),
  ];
  const serviceOptions = [
    { value: ANY, label: 'All services' },
    ...(services.data?.services ?? []).map((service) => ({ value: String(service.service_id), label: service.name })),
  ];
  const choose = (key: AppointmentFilterKey) => (value: string | null) => setFilter(key, !value || value === ANY ? '' : value);

  // One click to the usual ranges; From Date and To Date show the range chosen and take any other.
  const ranges = [
    { label: 'Today', pressed: dateFrom === today && filters.date_to === today, range: { date_from: today, date_to: today } },
    { label: 'From today', pressed: dateFrom === today && filters.date_to === '', range: { date_from: '', date_to: '' } },
    { label: 'All dates', pressed: dateFrom === '' && filters.date_to === '', range: { date_from: ALL_DATES, date_to: '' } },
  ];

  return (
    <>
      <Button.Group aria-label="Dates">
        {ranges.map(({ label, pressed, range }) => (
          <Button key={label} variant={pressed ? 'filled' : 'default'} aria-pressed={pressed} onClick={() => setFilters(range)}>
            {label}
          </Button>
        ))}
      </Button.Group>
      <TextInput
        label="From Date"
        type="date"
        value={dateFrom}
        max={filters.date_to || undefined}
        // Emptied, it shows every date; left alone, the list starts today.
        onChange={(event) => setFilter('date_from', event.currentTarget.value || ALL_DATES)}
        error={rangeError}
        w={160}
      />
      <TextInput
        label="To Date"
        type="date"
        value={filters.date_to}
        min={dateFrom || undefined}
        onChange={(event) => setFilter('date_to', event.currentTarget.value)}
        w={160}
      />
      <Select
        label="Status"
        data={statusOptions}
        value={filters.status || ANY}
        onChange={choose('status')}
        allowDeselect={false}
        error={statuses.error ? 'Could not load statuses' : undefined}
        w={160}
      />
      <Select
        label="Employee"
        data={employeeOptions}
        value={filters.employee_id || ANY}
        onChange={choose('employee_id')}
        allowDeselect={false}
        searchable
        error={employees.error ? 'Could not load employees' : undefined}
        w={200}
      />
      <Select
        label="Service"
        data={serviceOptions}
        value={filters.service_id || ANY}
        onChange={choose('service_id')}
        allowDeselect={false}
        searchable
        error={services.error ? 'Could not load services' : undefined}
        w={220}
      />
    </>
  );
}
