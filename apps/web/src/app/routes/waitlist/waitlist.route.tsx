import { Container } from '@mantine/core';
import { WaitlistPage } from '../../../features/waitlist/list/waitlist-page';

export function WaitlistRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Waitlist · Salon Back Office</title>
      <WaitlistPage />
    </Container>
  );
}
