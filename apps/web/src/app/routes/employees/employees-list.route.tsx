import { Container } from '@mantine/core';
import { EmployeesListPage } from '../../../features/employees/list/employees-list-page';

export function EmployeesListRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Employees · Salon Back Office</title>
      <EmployeesListPage />
    </Container>
  );
}
