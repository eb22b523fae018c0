import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { ReportRangeQuery } from '@salon/contracts';
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/reports/revenue', title: 'Revenue Report', description: 'Daily revenue, comparison with the previous period and the top services.' },
  { to: '/reports/clients', title: 'Client Analytics', description: 'Segments, visit frequency, retention and the top spending clients.' },
  { to: '/reports/services', title: 'Service Performance', description: 'Bookings, revenue, average price, cancellation and no-show rates per service.' },
] as const;

/** The three detailed reports, opened on the range chosen here. */
export function ReportLinkCards({ range }: { range: ReportRangeQuery }) {
  const search = `?${new URLSearchParams({ start: range.start_date, end: range.end_date }).toString()}`;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {LINKS.map((link) => (
        <UnstyledButton key={link.to} component={Link} to={`${link.to}${search}`} aria-label={link.title}>
          <Paper withBorder radius="md" p="md" h="100%">
            <Text fw={700}>{link.title}</Text>
            <Text size="sm" c="dimmed">
              {link.description}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
