import { Select, Text } from '@mantine/core';
import { EMPLOYEE_SORTABLE, POSITIONS, can, type Employee, type Position } from '@salon/contracts';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { ResourceList } from '../../../components/resource-list/resource-list';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { LIST_PAGE_SIZE, pageOffset, statusQueryValue, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { formatDate } from '../../../lib/format/format-date';
import { useSession } from '../../../lib/session/use-session';
import { useDeleteEmployee } from '../api/use-delete-employee';
import { useEmployees } from '../api/use-employees';
import { EmployeeStatusButton } from '../deactivate/employee-status-button';
import { POSITION_LABELS } from '../../../lib/format/position-labels';

type EmployeeSort = (typeof EMPLOYEE_SORTABLE)[number];

const ALL_POSITIONS = 'all';
const POSITION_OPTIONS = [{ value: ALL_POSITIONS, label: 'All positions' }, ...POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))];

const employeeName = (employee: Employee) => `${employee.first_name} ${employee.last_name}`;
const orDash = (value: string | null) => value || '—';

const COLUMNS: ResourceListColumn<Employee, EmployeeSort>[] = [
  {
    header: 'Name',
    sortKey: 'last_name',
    render: (employee) => (
      <Text size="sm" fw={600}>
        {employeeName(employee)}
      </Text>
    ),
    noWrap: true,
  },
  { header: 'Position', sortKey: 'position', render: (employee) => POSITION_LABELS[employee.position], noWrap: true },
  { header: 'Email', sortKey: 'email', render: (employee) => orDash(employee.email) },
  { header: 'Phone', sortKey: 'phone', render: (employee) => orDash(employee.phone), noWrap: true },
  { header: 'Hire Date', sortKey: 'hire_date', render: (employee) => formatDate(employee.hire_date), noWrap: true },
  { header: 'Status', sortKey: 'is_active', render: (employee) => <ActiveBadge isActive={employee.is_active} /> },
];

/** /employees: the salon's staff, searchable and filtered by status and position on the server. */
export function EmployeesListPage() {
  const list = useListSearchParams({ sortKeys: EMPLOYEE_SORTABLE, defaultSortBy: 'last_name', defaultStatus: 'active', filterKeys: ['position'] });
  const position = POSITIONS.find((value): value is Position => value === list.filters.position);
  const employees = useEmployees({
    limit: LIST_PAGE_SIZE,
    offset: pageOffset(list.page),
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    search: list.search || undefined,
    is_active: statusQueryValue(list.status),
    position,
  });
  const deleteEmployee = useDeleteEmployee();
  const canUpdate = can(useSession()?.user, 'employees:update');

  return (
    <ResourceList
      title="Employees"
      description="Manage your salon staff"
      entity={{ singular: 'Employee', plural: 'Employees' }}
      resource="employees"
      basePath="/employees"
      list={list}
      columns={COLUMNS}
      rows={employees.data?.rows}
      total={employees.data?.count ?? 0}
      loading={employees.isPending}
      fetching={employees.isFetching}
      error={employees.error}
      onRetry={() => void employees.refetch()}
      getRowId={(employee) => employee.employee_id}
      getRowName={employeeName}
      onDelete={(employee) => deleteEmployee.mutateAsync(employee.employee_id)}
      rowActions={canUpdate ? (employee) => <EmployeeStatusButton employee={employee} compact /> : undefined}
      searchPlaceholder="Search by name, email, or phone..."
      filters={
        <Select
          label="Position"
          data={POSITION_OPTIONS}
          value={position ?? ALL_POSITIONS}
          onChange={(value) => list.setFilter('position', !value || value === ALL_POSITIONS ? '' : value)}
          allowDeselect={false}
          w={190}
        />
      }
    />
  );
}
