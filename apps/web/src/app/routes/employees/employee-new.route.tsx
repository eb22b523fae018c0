import { Container } from '@mantine/core';
import { EmployeeFormPage } from '../../../features/employees/form/employee-form-page';

export function EmployeeNewRoute() {
  return (
    <Container size="lg" px={0}>
      <title>New Employee · Salon Back Office</title>
      <EmployeeFormPage />
    </Container>
  );
}
