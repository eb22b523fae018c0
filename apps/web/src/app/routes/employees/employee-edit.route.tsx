import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EmployeeFormPage } from '../../../features/employees/form/employee-form-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function EmployeeEditRoute() {
  const { id } = useParams();
  return (
    <Container size="lg" px={0}>
      <title>Edit Employee · Salon Back Office</title>
      {/* Keyed, so moving from one employee's form to another's starts afresh. */}
      <EmployeeFormPage key={id} employeeId={parseRecordId(id)} />
    </Container>
  );
}
