import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session/use-session';
import { useClientsCheck } from '../api/use-clients-check';
import { useRefreshCheck } from '../api/use-refresh-check';
import { DiagnosticCheckCard } from './diagnostic-check-card';

/** Authentication diagnostics (spec part 2 §2): what the session holds and how the API answers it. */
export function DiagnosticsPage() {
  const session = useSession();
  const clientsCheck = useClientsCheck();
  const refreshCheck = useRefreshCheck();

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Authentication diagnostics</Title>
          <Text c="dimmed">Checks how the API answers this browser&apos;s session. Useful when sign-in or a page keeps failing.</Text>
        </Stack>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="session-heading">
          <Title order={2} size="h4" id="session-heading" mb="xs">
            Session in this browser
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Signed in: {session ? `yes, as ${session.user.username}` : 'no'}</List.Item>
            <List.Item>Access token stored: {session ? 'yes' : 'no'}</List.Item>
            <List.Item>Refresh token stored: {session?.refreshToken ? 'yes' : 'no'}</List.Item>
            <List.Item>Permissions: {session ? session.user.permissions.join(', ') || 'none' : 'none'}</List.Item>
          </List>
        </Paper>

        <DiagnosticCheckCard
          title="GET /clients"
          description="A protected call with the stored access token; a 401 refreshes the session once and retries."
          running={clientsCheck.isPending}
          result={clientsCheck.data}
          onRun={() => clientsCheck.mutate()}
        />
        <DiagnosticCheckCard
          title="POST /auth/refresh-token"
          description="Trades the stored refresh token for a new pair, which is then kept."
          running={refreshCheck.isPending}
          result={refreshCheck.data}
          onRun={() => refreshCheck.mutate()}
        />
      </Stack>
    </Container>
  );
}
