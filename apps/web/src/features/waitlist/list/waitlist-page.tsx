import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { can, MESSAGES, WAITLIST_MESSAGES, WAITLIST_STATUS_LABELS } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { PlusIcon } from '../../../components/resource-list/list-icons';
import { useSession } from '../../../lib/session/use-session';
import { useWaitlist, useWaitlistSummary } from '../api/use-waitlist';
import { useWalkInsAllowed } from '../api/use-walk-ins-allowed';
import { AddToWaitlistModal } from '../form/add-to-waitlist-modal';
import { useNow } from '../shared/use-now';
import { useStatusParam } from './use-status-param';
import { WaitlistEntryCard } from './waitlist-entry-card';
import { WaitlistStatusTabs } from './waitlist-status-tabs';
import { WaitlistSummaryCards } from './waitlist-summary-cards';

const WALK_INS_OFF_ID = 'waitlist-walk-ins-off';

/**
 * /waitlist: the walk-ins, from arrival to seat or appointment (spec part 2 §2). The summary,
 * the counts and the cards are asked again every 30 seconds, so another desk's changes show.
 */
export function WaitlistPage() {
  const user = useSession()?.user;
  const canAdd = can(user, 'waitlist:create');
  // The salon's settings may turn walk-ins off: the buttons stay, disabled, with the reason beside them.
  const walkInsAllowed = useWalkInsAllowed();
  const offReason = canAdd && !walkInsAllowed ? WALK_INS_OFF_ID : undefined;
  const [status, setStatus] = useStatusParam();
  const [adding, setAdding] = useState(false);
  const list = useWaitlist(status);
  const summary = useWaitlistSummary();
  const now = useNow();

  // Only a Refresh the user asked for spins the button, not the one every 30 seconds.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([list.refetch(), summary.refetch()]);
    } finally {
      setRefreshing(false);
    }
  };
  const entries = list.data?.entries;

  let body: ReactNode;
  if (!entries) {
    body = list.error ? (
      <ErrorCard title="Error loading waitlist" message={list.error.message || MESSAGES.internalError} onRetry={() => void refresh()} retrying={list.isFetching} />
    ) : (
      <LoadingSpinner label="Loading waitlist" />
    );
  } else if (list.isPlaceholderData) {
    // Another tab's entries: wait for this tab's rather than show the wrong cards.
    body = <LoadingSpinner label="Loading waitlist" />;
  } else if (entries.length === 0) {
    const first = list.data?.counts.all === 0;
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack gap="xs" align="center" ta="center">
          <Text fw={600}>No waitlist entries</Text>
          <Text size="sm" c="dimmed">
            {first || status === null ? 'Walk-ins added to the waitlist appear here.' : `No entry is ${WAITLIST_STATUS_LABELS[status].toLowerCase()} right now.`}
          </Text>
          {canAdd && first && (
            <Button leftSection={<PlusIcon size={18} />} disabled={!walkInsAllowed} aria-describedby={offReason} onClick={() => setAdding(true)}>
              Add First Entry
            </Button>
          )}
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" role="list" aria-label="Waitlist entries">
        {entries.map((entry) => (
          <div role="listitem" key={entry.id}>
            <WaitlistEntryCard entry={entry} now={now} />
          </div>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Waitlist"
        description="Manage walk-ins and waitlist customers"
        actions={
          <Group gap="sm">
            <Button variant="default" loading={refreshing} onClick={() => void refresh()}>
              Refresh
            </Button>
            {canAdd && (
              <Button leftSection={<PlusIcon size={18} />} disabled={!walkInsAllowed} aria-describedby={offReason} onClick={() => setAdding(true)}>
                Add to Waitlist
              </Button>
            )}
          </Group>
        }
      />
      {offReason && (
        <Alert id={offReason} role="note" color="yellow" variant="light">
          {WAITLIST_MESSAGES.walkInsOff}
        </Alert>
      )}
      <WaitlistSummaryCards summary={summary.data} />
      <WaitlistStatusTabs status={status} counts={list.data?.counts} onChange={setStatus}>
        <Stack gap="sm">
          {entries && list.error && (
            // A refresh failed: the cards shown are the last ones loaded.
            <ErrorCard title="Could not refresh the waitlist" message={list.error.message || MESSAGES.internalError} onRetry={() => void refresh()} retrying={list.isFetching} />
          )}
          {body}
        </Stack>
      </WaitlistStatusTabs>
      {adding && <AddToWaitlistModal onClose={() => setAdding(false)} />}
    </Stack>
  );
}
