import { Select, TextInput } from '@mantine/core';
import type { APPOINTMENT_SORTABLE } from '@salon/contracts';
import type { ListSearchState } from '../../../components/resource-list/use-list-search-params';
import { useEmployees } from '../../employees';
import { useServices } from '../../services';
import { useAppointmentStatuses } from '../api/use-appointment-statuses';
import { statusLabel } from '../status/appointment-status-label';
import { dateRangeError, type AppointmentFilterKey } from './appointments-list-filter-values';

type AppointmentsListFiltersProps = {
  list: ListSearchState<(typeof APPOINTMENT_SORTABLE)[number], AppointmentFilterKey>;
};

const ANY = 'any';

/**
 * Only active staff and services can be booked, so they are the ones to filter by (spec part 1 §4).
 * The same queries as the appointment form's, so the two share one cached answer.
 */
const ACTIVE_EMPLOYEES = { limit: 1000, offset: 0, sortBy: 'first_name', sortOrder: 'ASC', is_active: 'true' } as const;
const ACTIVE_SERVICES = { page: 1, pageSize: 1000, sortBy: 'name', sortOrder: 'ASC', activeOnly: 'true' } as const;

/** The appointments list's own filters; each one narrows the list on the server and lives in the URL. */
export function AppointmentsListFilters({ list }: AppointmentsListFiltersProps) {
  const statuses = useAppointmentStatuses();
  const employees = useEmployees(ACTIVE_EMPLOYEES);
  const services = useServices(ACTIVE_SERVICES);
  const { filters, setFilter } = list;
  const rangeError = dateRangeError(filters.date_from, filters.date_to);

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

  return (
    <>
      <TextInput
        label="From Date"
        type="date"
        value={filters.date_from}
        max={filters.date_to || undefined}
        onChange={(event) => setFilter('date_from', event.currentTarget.value)}
        error={rangeError}
        w={160}
      />
      <TextInput
        label="To Date"
        type="date"
        value={filters.date_to}
        min={filters.date_from || undefined}
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
