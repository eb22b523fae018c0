import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <Container size="sm" py={96}>
      <title>Page not found · Salon Back Office</title>
      <Stack align="center" gap="md" ta="center">
        <Text c="grape.8" fw={700} fz={56} lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed" maw={420}>
          The page you asked for does not exist or has moved. Check the address, or go back to the start.
        </Text>
        <Button component={Link} to="/" mt="sm">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
