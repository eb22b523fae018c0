import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'The page stopped working.';
}

/** The error boundary of the routes: a crash in a page shows this instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <Container size="sm" py={64}>
      <title>Something went wrong · Salon Back Office</title>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page ran into a problem. Try again, or reload the page if it keeps happening.</Text>
        <Code block maw="100%">
          {describe(error)}
        </Code>
        <Group justify="center">
          {/* Navigating to the same place renders the page afresh and clears the error. */}
          <Button onClick={() => void navigate(location, { replace: true })}>Try Again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
