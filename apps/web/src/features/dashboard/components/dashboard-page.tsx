import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { can } from '@salon/contracts';
import { useSession } from '../../../lib/session/use-session';
import { useDashboardData } from '../api/use-dashboard-data';
import { BookingsByHour } from './bookings-by-hour';
import { DashboardLoadError } from './dashboard-load-error';
import { MetricCards } from './metric-cards';
import { QuickActions, quickActionsFor } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { TopServices } from './top-services';
import { BookingTrendsChart, RevenueChart } from './trend-charts';
import { WaitlistWidget } from './waitlist-widget';

/**
 * The dashboard (spec part 1 §2). The page is open to every account; the salon's figures need
 * dashboard:read and the waitlist widget waitlist:read (DECISIONS §4).
 */
export function DashboardPage() {
  const user = useSession()?.user;
  const seesFigures = user ? can(user, 'dashboard:read') : false;
  const data = useDashboardData(seesFigures);
  if (!user) return null;
  const name = user.firstName.trim() || user.username;
  const seesWaitlist = can(user, 'waitlist:read');
  const hasActions = quickActionsFor(user).length > 0;

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Welcome back, {name}!</Title>
          <Text c="dimmed">Here&apos;s what&apos;s happening at your salon today.</Text>
        </Stack>
        {!seesFigures && (
          // DECISIONS §4: the page is open to everyone, the salon's figures are not.
          <Alert color="blue" variant="light" title="Your account has no access to the salon's figures yet">
            The salon owner gives each account the roles it needs. Ask them to assign yours.
          </Alert>
        )}
        {seesFigures && (
          <>
            <DashboardLoadError queries={Object.values(data)} />
            <MetricCards metrics={data.metrics.data} />
          </>
        )}
        {(hasActions || seesWaitlist) && (
          <SimpleGrid cols={{ base: 1, md: hasActions && seesWaitlist ? 2 : 1 }} spacing="md">
            <QuickActions user={user} />
            {seesWaitlist && <WaitlistWidget />}
          </SimpleGrid>
        )}
        {seesFigures && (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <RecentActivity query={data.activity} />
              <TopServices query={data.popularServices} user={user} />
              <BookingsByHour query={data.bookingsByHour} />
              <RevenueChart query={data.revenue} />
            </SimpleGrid>
            <BookingTrendsChart query={data.bookingTrends} />
          </>
        )}
      </Stack>
    </Container>
  );
}
