import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { EmployeeAppointmentsTab } from '../../../features/appointments/owner-history/employee-appointments-tab';
import { EmployeePerformanceTab } from '../../../features/appointments/statistics/employee-performance-tab';
import { EmployeeDetailPage } from '../../../features/employees/detail/employee-detail-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function EmployeeDetailRoute() {
  const { id } = useParams();
  return (
    <Container size="xl" px={0}>
      <title>Employee · Salon Back Office</title>
      <EmployeeDetailPage key={id} employeeId={parseRecordId(id)} appointmentsTab={EmployeeAppointmentsTab} performanceTab={EmployeePerformanceTab} />
    </Container>
  );
}
