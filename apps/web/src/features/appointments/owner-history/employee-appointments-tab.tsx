import type { Employee } from '@salon/contracts';
import { AppointmentHistoryTable } from './appointment-history-table';

/** The employee's appointments, newest first: real records from the API (DECISIONS §1). */
export function EmployeeAppointmentsTab({ employee }: { employee: Employee }) {
  return (
    <AppointmentHistoryTable
      owner="employee"
      ownerId={employee.employee_id}
      columns={['date', 'client', 'service', 'price', 'status']}
      label={`Appointments of ${employee.first_name} ${employee.last_name}`}
      emptyMessage={`${employee.first_name} has no appointments yet.`}
    />
  );
}
