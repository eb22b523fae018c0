import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH, SIGN_IN_PATH } from '../../../lib/routing/return-path';
import { useSession } from '../../../lib/session/use-session';

export function UnauthorizedPage() {
  const signedIn = useSession() !== null;
  const navigate = useNavigate();

  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Unauthorized Access</Title>
        <Text c="dimmed" maw={460}>
          {signedIn
            ? 'Your account does not have permission to open this page. Ask the salon owner if your work needs it.'
            : 'Sign in with an account that has access to this page.'}
        </Text>
        <Group justify="center">
          <Button variant="default" onClick={() => void navigate(-1)}>
            Go back
          </Button>
          {signedIn ? (
            <Button component={Link} to={HOME_PATH}>
              Go to the dashboard
            </Button>
          ) : (
            <Button component={Link} to={SIGN_IN_PATH}>
              Sign in
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
