import { Button } from '@mantine/core';
import type { Employee } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useSetEmployeeStatus } from '../api/use-set-employee-status';

/** Deactivate or Activate: an inactive employee is left out of scheduling and cannot be booked. */
export function EmployeeStatusButton({ employee }: { employee: Employee }) {
  const setStatus = useSetEmployeeStatus();
  const name = `${employee.first_name} ${employee.last_name}`;
  const deactivating = employee.is_active;

  const toggle = () =>
    setStatus.mutate(
      { employeeId: employee.employee_id, isActive: !deactivating },
      {
        onSuccess: () =>
          notify.success({
            title: deactivating ? 'Employee deactivated' : 'Employee activated',
            message: deactivating ? `${name} can no longer be booked.` : `${name} can be booked again.`,
          }),
        onError: (error) => notify.error({ title: deactivating ? 'Employee not deactivated' : 'Employee not activated', message: error.message }),
      },
    );

  return (
    <Button variant="light" color={deactivating ? 'red' : 'teal'} onClick={toggle} loading={setStatus.isPending}>
      {deactivating ? 'Deactivate' : 'Activate'}
    </Button>
  );
}
