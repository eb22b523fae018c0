import { Anchor, Container, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

type RouteGroup = { title: string; description: string; links: { to: string; label: string }[] };

const ROUTE_GROUPS: RouteGroup[] = [
  {
    title: 'For visitors',
    description: 'A signed-in user is sent on to the dashboard.',
    links: [
      { to: '/login', label: '/login' },
      { to: '/auth/login', label: '/auth/login' },
      { to: '/register', label: '/register' },
      { to: '/auth/register', label: '/auth/register' },
    ],
  },
  {
    title: 'Open to everyone',
    description: 'No sign-in needed.',
    links: [
      { to: '/test', label: '/test' },
      { to: '/diagnostics', label: '/diagnostics' },
      { to: '/unauthorized', label: '/unauthorized' },
      { to: '/forgot-password', label: '/forgot-password' },
      { to: '/reset-password', label: '/reset-password' },
      { to: '/terms', label: '/terms' },
      { to: '/privacy', label: '/privacy' },
      { to: '/support', label: '/support' },
    ],
  },
  {
    title: 'Signed in only',
    description: 'A visitor is asked to sign in first and comes back here afterwards.',
    links: [
      { to: '/dashboard', label: '/dashboard' },
      { to: '/settings', label: '/settings (needs admin:access)' },
      { to: '/', label: '/ (goes to /dashboard)' },
      { to: '/no-such-page', label: 'An unknown address (goes to /dashboard)' },
    ],
  },
];

/** Every route of the app as a link, to check redirects and guards by hand. */
export function RouteTestPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Routing test</Title>
          <Text c="dimmed">Open each address to check where it leads for the current user.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {ROUTE_GROUPS.map((group) => (
            <Paper key={group.title} withBorder radius="md" p="md" component="section" aria-label={group.title}>
              <Title order={2} size="h4">
                {group.title}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {group.description}
              </Text>
              <List size="sm" spacing={6}>
                {group.links.map((link) => (
                  <List.Item key={link.to}>
                    <Anchor component={Link} to={link.to} ff="monospace" size="sm">
                      {link.label}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
