import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ServiceFormPage } from '../../../features/services/form/service-form-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function ServiceEditRoute() {
  const { id } = useParams();
  return (
    <Container size="lg" px={0}>
      <title>Edit Service · Salon Back Office</title>
      {/* Keyed, so moving from one service's form to another's starts afresh. */}
      <ServiceFormPage key={id} serviceId={parseRecordId(id)} />
    </Container>
  );
}
