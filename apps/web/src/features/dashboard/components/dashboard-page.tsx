import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { can } from '@salon/contracts';
import { useSession } from '../../../lib/session/use-session';
import { QuickActions } from './quick-actions';

export function DashboardPage() {
  const user = useSession()?.user;
  if (!user) return null;
  const name = user.firstName.trim() || user.username;

  return (
    <Container size="xl" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Welcome back, {name}!</Title>
          <Text c="dimmed">Here&apos;s what&apos;s happening at your salon today.</Text>
        </Stack>
        {!can(user, 'dashboard:read') && (
          // DECISIONS §4: the page is open to everyone, the salon's figures are not.
          <Alert color="blue" variant="light" title="Your account has no access to the salon's figures yet">
            The salon owner gives each account the roles it needs. Ask them to assign yours.
          </Alert>
        )}
        <QuickActions user={user} />
      </Stack>
    </Container>
  );
}
