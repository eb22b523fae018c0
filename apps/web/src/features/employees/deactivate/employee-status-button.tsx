import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Employee } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useSetEmployeeStatus } from '../api/use-set-employee-status';
import { EmployeeDeactivateModal } from './employee-deactivate-modal';

/**
 * Deactivate asks first, with the employee's upcoming appointments to hand over; Activate
 * acts at once. An inactive employee is left out of scheduling and cannot be booked.
 */
export function EmployeeStatusButton({ employee, compact = false }: { employee: Employee; compact?: boolean }) {
  const setStatus = useSetEmployeeStatus();
  const [confirming, setConfirming] = useState(false);
  const name = `${employee.first_name} ${employee.last_name}`;
  const size = compact ? 'compact-sm' : 'sm';
  const variant = compact ? 'subtle' : 'light';

  if (employee.is_active) {
    return (
      <>
        <Button size={size} variant={variant} color="red" onClick={() => setConfirming(true)} aria-label={compact ? `Deactivate ${name}` : undefined}>
          Deactivate
        </Button>
        <EmployeeDeactivateModal employee={employee} opened={confirming} onClose={() => setConfirming(false)} />
      </>
    );
  }

  const activate = () =>
    setStatus.mutate(
      { employeeId: employee.employee_id, isActive: true },
      {
        onSuccess: () => notify.success({ title: 'Employee activated', message: `${name} can be booked again.` }),
        onError: (error) => notify.error({ title: 'Employee not activated', message: error.message }),
      },
    );
  return (
    <Button size={size} variant={variant} color="teal" onClick={activate} loading={setStatus.isPending} aria-label={compact ? `Activate ${name}` : undefined}>
      Activate
    </Button>
  );
}
