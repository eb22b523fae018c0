import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { WaitlistSummary } from '@salon/contracts';
import { formatSalonTime } from '../shared/salon-times';

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The four cards of spec part 2 §2; "—" until they load, and where there is nothing to show. */
export function WaitlistSummaryCards({ summary }: { summary: WaitlistSummary | undefined }) {
  const average = summary?.averageWaitTime;
  const next = summary?.nextAvailableSlot;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <SummaryCard label="Total Waiting" value={summary ? summary.totalWaiting.toLocaleString('en-US') : '—'} />
      <SummaryCard label="Avg Wait Time (min)" value={average == null ? '—' : average.toLocaleString('en-US')} hint={summary && average === null ? 'Nobody waiting' : undefined} />
      <SummaryCard label="Next Available" value={next ? formatSalonTime(next) : '—'} hint={summary && !next ? 'No free time left today' : undefined} />
      <SummaryCard label="Today's Total" value={summary ? summary.todaysTotal.toLocaleString('en-US') : '—'} />
    </SimpleGrid>
  );
}
