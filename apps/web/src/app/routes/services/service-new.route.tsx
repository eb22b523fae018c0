import { Container } from '@mantine/core';
import { ServiceFormPage } from '../../../features/services/form/service-form-page';

export function ServiceNewRoute() {
  return (
    <Container size="lg" px={0}>
      <title>New Service · Salon Back Office</title>
      <ServiceFormPage />
    </Container>
  );
}
