import { Container } from '@mantine/core';
import { ServicesListPage } from '../../../features/services/list/services-list-page';

export function ServicesListRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Services · Salon Back Office</title>
      <ServicesListPage />
    </Container>
  );
}
