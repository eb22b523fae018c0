import { Text, type MantineSize } from '@mantine/core';
import type { TransactionType } from '@salon/contracts';
import { formatMoney } from '../../../lib/format/format-money';

/** "-$20.00" for a refund (money given back), "$45.00" for a payment; the API sends both positive. */
export function signedMoney(amount: number, type: TransactionType): string {
  return type === 'refund' ? `-${formatMoney(amount)}` : formatMoney(amount);
}

/** An amount as the payments screens show it: refunds negative and in red (spec part 2 §2). */
export function PaymentAmount({ amount, type, size = 'sm', fw }: { amount: number; type: TransactionType; size?: MantineSize; fw?: number }) {
  const refund = type === 'refund';
  return (
    <Text span size={size} fw={fw} c={refund ? 'red' : undefined} data-refund={refund || undefined} style={{ whiteSpace: 'nowrap' }}>
      {signedMoney(amount, type)}
    </Text>
  );
}
