import { Container } from '@mantine/core';
import { AppointmentFormPage } from '../../../features/appointments/form/appointment-form-page';

export function AppointmentNewRoute() {
  return (
    <Container size="lg" px={0}>
      <title>New Appointment · Salon Back Office</title>
      <AppointmentFormPage />
    </Container>
  );
}
