import { Container } from '@mantine/core';
import { ScheduleWeekPage } from '../../../features/schedule/week/schedule-week-page';

export function ScheduleRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Staff Schedule · Salon Back Office</title>
      <ScheduleWeekPage />
    </Container>
  );
}
