import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ServiceStatisticsTab } from '../../../features/appointments/statistics/service-statistics-tab';
import { ServiceDetailPage } from '../../../features/services/detail/service-detail-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function ServiceDetailRoute() {
  const { id } = useParams();
  return (
    <Container size="xl" px={0}>
      <title>Service · Salon Back Office</title>
      <ServiceDetailPage key={id} serviceId={parseRecordId(id)} statisticsTab={ServiceStatisticsTab} />
    </Container>
  );
}
