import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { AppointmentFormPage } from '../../../features/appointments/form/appointment-form-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function AppointmentEditRoute() {
  const { id } = useParams();
  return (
    <Container size="lg" px={0}>
      <title>Edit Appointment · Salon Back Office</title>
      {/* Keyed, so moving from one appointment's form to another's starts afresh. */}
      <AppointmentFormPage key={id} appointmentId={parseRecordId(id)} />
    </Container>
  );
}
