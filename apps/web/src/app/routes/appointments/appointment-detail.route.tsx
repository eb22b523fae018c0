import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { AppointmentDetailPage } from '../../../features/appointments/detail/appointment-detail-page';
import { AppointmentPaymentPanel } from '../../../features/payments/appointment-panel/appointment-payment-panel';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function AppointmentDetailRoute() {
  const { id } = useParams();
  return (
    <Container size="xl" px={0}>
      <title>Appointment · Salon Back Office</title>
      <AppointmentDetailPage key={id} appointmentId={parseRecordId(id)} paymentPanel={AppointmentPaymentPanel} />
    </Container>
  );
}
