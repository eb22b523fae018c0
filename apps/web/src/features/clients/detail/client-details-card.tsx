import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Client } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';
import { CONTACT_METHOD_LABELS } from '../shared/contact-method-labels';

/** One labelled fact; a missing one says so rather than leaving a gap. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === false || children === '';
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {missing ? (
          <Text span size="sm" c="dimmed">
            Not provided
          </Text>
        ) : (
          children
        )}
      </Text>
    </div>
  );
}

function addressLines({ address, city, state, zip_code }: Client): string[] {
  const place = [city, [state, zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address, place].filter((line): line is string => Boolean(line));
}

export function ClientDetailsCard({ client }: { client: Client }) {
  const address = addressLines(client);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="client-details-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="client-details-heading">
          Client Details
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
          <Detail label="Email">{client.email && <Anchor href={`mailto:${client.email}`} inherit>{client.email}</Anchor>}</Detail>
          <Detail label="Phone">{client.phone && <Anchor href={`tel:${client.phone.replace(/\s+/g, '')}`} inherit>{client.phone}</Anchor>}</Detail>
          <Detail label="Preferred contact">{client.preferred_contact_method && CONTACT_METHOD_LABELS[client.preferred_contact_method]}</Detail>
          <Detail label="Birthdate">{client.birthdate && formatDate(client.birthdate)}</Detail>
          <Detail label="Address">
            {address.length > 0 &&
              address.map((line) => (
                <Text key={line} span display="block" size="sm">
                  {line}
                </Text>
              ))}
          </Detail>
          <Detail label="Referral source">{client.referral_source}</Detail>
          <Detail label="Client since">{formatTimestampDate(client.created_at)}</Detail>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
