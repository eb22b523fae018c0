import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClientPaymentSummary } from '@salon/contracts';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** The client's figures: what they paid (net of refunds), got back, pay on average, last paid, and still owe. */
export function ClientPaymentTotals({ summary }: { summary: ClientPaymentSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" role="group" aria-label="Payment totals">
      <Figure label="Total paid" value={formatMoney(summary.total_amount)} />
      <Figure label="Refunded" value={formatMoney(summary.total_refunded)} />
      <Figure label="Average payment" value={formatMoney(summary.average_payment)} />
      <Figure label="Last payment" value={summary.last_payment_date ? formatTimestampDate(summary.last_payment_date) : 'None yet'} />
      <Figure label="Outstanding balance" value={formatMoney(summary.outstanding_balance)} color={summary.outstanding_balance > 0 ? 'red' : undefined} />
    </SimpleGrid>
  );
}
