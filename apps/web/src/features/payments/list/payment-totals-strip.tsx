import { Group, Paper, Text } from '@mantine/core';
import type { PaymentSummaryQuery } from '@salon/contracts';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { usePaymentSummary } from '../api/use-payment-summary';

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}{' '}
      </Text>
      <Text span fw={700} size="sm" c={color}>
        {value}
      </Text>
    </Text>
  );
}

/**
 * The money of the chosen days (GET /payments/summary): taken, refunded and net, whatever the
 * other filters show; nothing while the list is not narrowed to a range.
 */
export function PaymentTotalsStrip({ range }: { range: PaymentSummaryQuery | null }) {
  const summary = usePaymentSummary(range);
  if (!range || !summary.data) return null;
  const { payment_count, gross_amount, refund_count, refund_amount, net_amount } = summary.data;
  const days = range.from === range.to ? formatDate(range.from) : `${formatDate(range.from)} – ${formatDate(range.to)}`;
  return (
    <Paper component="section" aria-label="Totals" withBorder radius="md" px="md" py="sm">
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600}>
          Totals for {days}
        </Text>
        <Figure label={`Taken (${plural(payment_count, 'payment')})`} value={formatMoney(gross_amount)} />
        <Figure label={`Refunded (${plural(refund_count, 'refund')})`} value={refund_amount > 0 ? `-${formatMoney(refund_amount)}` : formatMoney(0)} color={refund_amount > 0 ? 'red' : undefined} />
        <Figure label="Net" value={formatMoney(net_amount)} />
      </Group>
    </Paper>
  );
}
