import { Stack, Text } from '@mantine/core';
import { contract, type Employee } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { mayCall } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/use-session';
import { useEmployeeSchedules } from '../api/use-employee-schedules';
import { EmployeeScheduleEditor } from './employee-schedule-editor';
import { EmployeeScheduleView } from './employee-schedule-view';
import { NoScheduleNote } from './no-schedule-note';

export function EmployeeScheduleTab({ employee }: { employee: Employee }) {
  const session = useSession();
  const schedules = useEmployeeSchedules(employee.employee_id);
  // The editor saves the whole week through the bulk route alone (employees:update), never day by day.
  const canEdit = mayCall(session?.user, contract.employees.replaceSchedules);

  if (schedules.isPending) return <LoadingSpinner label="Loading schedule" />;
  if (schedules.isError) {
    return <ErrorCard title="Error loading schedule" message={schedules.error.message} onRetry={() => void schedules.refetch()} retrying={schedules.isFetching} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The days and hours {employee.first_name} can be booked, with an optional break. A day without hours is a day off.
      </Text>
      {canEdit ? (
        <EmployeeScheduleEditor employeeId={employee.employee_id} firstName={employee.first_name} schedules={schedules.data} />
      ) : (
        <>
          {schedules.data.length === 0 && <NoScheduleNote firstName={employee.first_name} canEdit={false} />}
          <EmployeeScheduleView schedules={schedules.data} />
        </>
      )}
    </Stack>
  );
}
