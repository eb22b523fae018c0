import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { DuplicateReason, PossibleDuplicate } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { clientFullName } from '../../../lib/format/client-full-name';

const REASON_LABELS: Record<DuplicateReason, string> = { phone: 'same phone', email: 'same email', name: 'same name' };
const reasonsText = (reasons: DuplicateReason[]) => reasons.map((reason) => REASON_LABELS[reason]).join(', ');

/** Existing clients the one being added may be, each a link to their page and what they share with the form. */
export function PossibleDuplicatesWarning({ duplicates }: { duplicates: PossibleDuplicate[] }) {
  return (
    <Alert color="yellow" variant="light" role="status" title="This client may already exist">
      <Stack gap="xs">
        <Text size="sm">Check these clients before adding a new one:</Text>
        <List size="sm" spacing={4}>
          {duplicates.map(({ client, matched_on }) => (
            <List.Item key={client.client_id}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/clients/${client.client_id}`} fw={600}>
                  {clientFullName(client)}
                </Anchor>
                <Text span size="sm">
                  {[reasonsText(matched_on), client.phone, client.email].filter(Boolean).join(' · ')}
                </Text>
                {!client.is_active && <ActiveBadge isActive={false} size="sm" />}
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="sm">Open one of them instead, or create this client anyway.</Text>
      </Stack>
    </Alert>
  );
}
