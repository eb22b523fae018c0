import type { ComponentType } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { can, type Employee } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { RecordLoadError } from '../../../components/record-load-error';
import { formatDate } from '../../../lib/format/format-date';
import { useSession } from '../../../lib/session/use-session';
import { useTabParam } from '../../../lib/routing/use-tab-param';
import { useEmployee } from '../api/use-employee';
import { EmployeeOverview } from './employee-overview';
import { EmployeeScheduleTab } from '../schedule/employee-schedule-tab';
import { EmployeeStatusButton } from '../deactivate/employee-status-button';
import { EMPLOYMENT_TYPE_LABELS } from '../shared/employment-type-labels';
import { POSITION_LABELS } from '../../../lib/format/position-labels';

const TABS = ['overview', 'schedule', 'appointments', 'performance'] as const;
/** Without appointments:read the employee's bookings are not the reader's to see. */
const TABS_WITHOUT_APPOINTMENTS = ['overview', 'schedule', 'performance'] as const;

/** The appointments feature's tabs, passed in by the route so the features stay apart. */
type EmployeeTabs = { appointmentsTab: ComponentType<{ employee: Employee }>; performanceTab: ComponentType<{ employee: Employee }> };

const LOAD_ERROR = { title: 'Error loading employee', notFoundMessage: 'Employee not found', backTo: '/employees', backLabel: 'Back to Employees' } as const;

function EmployeeDetail({ employeeId, appointmentsTab: AppointmentsTab, performanceTab: PerformanceTab }: { employeeId: number } & EmployeeTabs) {
  const session = useSession();
  const employee = useEmployee(employeeId);
  const canUpdate = can(session?.user, 'employees:update');
  const canReadAppointments = can(session?.user, 'appointments:read');
  const [tab, setTab] = useTabParam(canReadAppointments ? TABS : TABS_WITHOUT_APPOINTMENTS);

  if (employee.isPending) return <LoadingSpinner label="Loading employee" />;
  if (employee.isError) {
    return <RecordLoadError {...LOAD_ERROR} error={employee.error} onRetry={() => void employee.refetch()} />;
  }

  const { data } = employee;
  const name = `${data.first_name} ${data.last_name}`;
  return (
    <Stack gap="lg">
      <PageHeader
        title={name}
        description={`${POSITION_LABELS[data.position]} · ${EMPLOYMENT_TYPE_LABELS[data.employment_type]} · Hired ${formatDate(data.hire_date)}`}
        actions={
          <Group gap="sm">
            {canUpdate && <EmployeeStatusButton employee={data} />}
            {canUpdate && (
              <Button component={Link} to={`/employees/edit/${data.employee_id}`}>
                Edit
              </Button>
            )}
            <Button component={Link} to="/employees" variant="default">
              Back
            </Button>
          </Group>
        }
      />
      <Group gap="xs">
        <ActiveBadge isActive={data.is_active} size="lg" />
      </Group>
      <Tabs keepMounted={false} value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
          {canReadAppointments && <Tabs.Tab value="appointments">Appointments</Tabs.Tab>}
          <Tabs.Tab value="performance">Performance</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <EmployeeOverview employee={data} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule" pt="lg">
          <EmployeeScheduleTab employee={data} />
        </Tabs.Panel>
        {canReadAppointments && (
          <Tabs.Panel value="appointments" pt="lg">
            <AppointmentsTab employee={data} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="performance" pt="lg">
          <PerformanceTab employee={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /employees/{id}; a null id is an address that cannot name an employee. */
export function EmployeeDetailPage({ employeeId, ...tabs }: { employeeId: number | null } & EmployeeTabs) {
  if (employeeId === null) return <RecordLoadError {...LOAD_ERROR} error={null} />;
  return <EmployeeDetail employeeId={employeeId} {...tabs} />;
}
