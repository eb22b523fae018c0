import { Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { useEmployee } from '../api/use-employee';
import { EmployeeForm } from './employee-form';

const LOAD_ERROR = { title: 'Error loading employee', notFoundMessage: 'Employee not found', backTo: '/employees', backLabel: 'Back to Employees' } as const;

function EditEmployee({ employeeId }: { employeeId: number }) {
  const employee = useEmployee(employeeId);
  if (employee.isPending) return <LoadingSpinner label="Loading employee" />;
  if (employee.isError) return <RecordLoadError {...LOAD_ERROR} error={employee.error} onRetry={() => void employee.refetch()} />;
  return <EmployeeForm employee={employee.data} />;
}

type EmployeeFormPageProps = {
  /** undefined: a new employee; null: an edit address whose id cannot exist. */
  employeeId?: number | null;
};

/** /employees/new and /employees/edit/{id}. */
export function EmployeeFormPage({ employeeId }: EmployeeFormPageProps) {
  const editing = employeeId !== undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={editing ? 'Edit Employee' : 'New Employee'}
        description={editing ? 'Change the employee\'s details.' : 'Add a member of staff to the salon.'}
      />
      {employeeId === null && <RecordLoadError {...LOAD_ERROR} error={null} />}
      {typeof employeeId === 'number' && <EditEmployee employeeId={employeeId} />}
      {!editing && <EmployeeForm />}
    </Stack>
  );
}
