import type { ReactNode } from 'react';
import { Select, Text } from '@mantine/core';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import type { FreeEmployee } from './any-employee-times';

type AppointmentAssignedEmployeeProps = {
  /** The chosen start, HH:mm, or '' before a time is chosen. */
  startTime: string;
  /** Who is free then, the suggested one first. */
  free: FreeEmployee[];
  employeeId: number | null;
  onChange: (employeeId: number) => void;
  error?: ReactNode;
};

/** "Any available": who takes the booking at the chosen time; any other employee free then may be picked instead. */
export function AppointmentAssignedEmployee({ startTime, free, employeeId, onChange, error }: AppointmentAssignedEmployeeProps) {
  if (startTime === '') {
    return (
      <Text size="sm" c="dimmed">
        Choose a time: an employee free then is assigned.
      </Text>
    );
  }
  return (
    <Select
      label="Assigned employee"
      description={`Free at ${formatTimeOfDay(startTime)}`}
      required
      allowDeselect={false}
      data={free.map((employee) => ({ value: String(employee.employee_id), label: employee.name }))}
      value={employeeId ? String(employeeId) : null}
      onChange={(value) => value && onChange(Number(value))}
      // The one assigned may no longer be free once the date or length changes.
      placeholder={free.length > 0 ? 'Choose who takes it' : 'Nobody is free at this time'}
      error={error}
      name="assigned_employee_id"
    />
  );
}
