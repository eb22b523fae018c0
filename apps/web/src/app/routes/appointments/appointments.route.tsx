import { Container } from '@mantine/core';
import { AppointmentsPage } from '../../../features/appointments/appointments-page';

export function AppointmentsRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Appointments · Salon Back Office</title>
      <AppointmentsPage />
    </Container>
  );
}
