import { Badge, Button, Group, List, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { WaitlistEntry } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { ErrorCard } from '../../../components/error-card';
import { SectionCard } from '../../../components/section-card';
import { useWaitlistWidget } from '../api/use-waitlist-widget';
import { formatEstimatedWait } from './format-estimated-wait';

/** The widget shows the first 5 of the queue (spec part 1 §9). */
export const WAITLIST_WIDGET_SIZE = 5;

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  return (
    <List.Item>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Badge variant="light" circle size="lg">
            <VisuallyHidden>Position </VisuallyHidden>
            {entry.position}
          </Badge>
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {entry.clientName}
            </Text>
            <Text size="xs" c="dimmed">
              Party of {entry.partySize}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatEstimatedWait(entry.estimatedWaitTime)}
        </Text>
      </Group>
    </List.Item>
  );
}

/**
 * Current Waitlist (spec part 1 §2): how many wait and for how long on average, the first 5
 * waiting customers by their place in the queue (a notified one ahead of them keeps theirs,
 * so the positions may skip) and how many more; refreshed every minute. Only for accounts
 * with waitlist:read.
 */
export function WaitlistWidget() {
  const { summary, waiting } = useWaitlistWidget();
  const queries = [summary, waiting];
  const failed = queries.find((query) => query.isError);

  let body;
  if (failed) {
    body = (
      <ErrorCard
        title="Error loading waitlist"
        message={failed.error?.message ?? 'An unexpected error occurred'}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
      />
    );
  } else if (!summary.data || !waiting.data) {
    body = <Skeleton h={120} aria-label="Loading waitlist" role="status" />;
  } else {
    const queue = waiting.data.entries;
    const more = queue.length - WAITLIST_WIDGET_SIZE;
    const average = summary.data.averageWaitTime;
    body = (
      <Stack gap="sm">
        <Group gap="xl">
          <Stack gap={0}>
            <Text fz={22} fw={700}>
              {summary.data.totalWaiting}
            </Text>
            <Text size="xs" c="dimmed">
              Waiting
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text fz={22} fw={700}>
              {average === null ? '—' : `${average} min`}
            </Text>
            <Text size="xs" c="dimmed">
              Average wait
            </Text>
          </Stack>
        </Group>
        {queue.length === 0 ? (
          <Text c="dimmed">No customers currently waiting</Text>
        ) : (
          <List listStyleType="none" spacing="xs" aria-label="Next in the queue">
            {queue.slice(0, WAITLIST_WIDGET_SIZE).map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </List>
        )}
        {more > 0 && (
          <Text size="sm" c="dimmed">
            +{more} more waiting
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} to="/waitlist" variant="light" size="xs">
            View all
          </Button>
          <Button component={Link} to="/waitlist" variant="default" size="xs">
            Manage
          </Button>
        </Group>
      </Stack>
    );
  }

  return <SectionCard title="Current Waitlist">{body}</SectionCard>;
}
