import { Anchor, Group, List, Text } from '@mantine/core';
import { can, type PopularService, type SessionUser } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QuerySection } from './query-section';

const bookingsText = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/** Top Services (spec part 1 §2): up to 5 services by bookings over the last 30 days, each to its page for those who may open it. */
export function TopServices({ query, user }: { query: UseQueryResult<PopularService[]>; user: SessionUser }) {
  const canOpen = can(user, 'services:read');
  return (
    <QuerySection title="Top Services" query={query} isEmpty={(services) => services.length === 0} emptyText="No bookings in the last 30 days">
      {(services) => (
        <List type="ordered" spacing="xs" aria-label="Top services">
          {services.map((service) => (
            <List.Item key={service.serviceId}>
              <Group justify="space-between" gap="sm" wrap="nowrap">
                {canOpen ? (
                  <Anchor component={Link} to={`/services/${service.serviceId}`} size="sm">
                    {service.serviceName}
                  </Anchor>
                ) : (
                  <Text size="sm">{service.serviceName}</Text>
                )}
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {bookingsText(service.bookingCount)}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </QuerySection>
  );
}
