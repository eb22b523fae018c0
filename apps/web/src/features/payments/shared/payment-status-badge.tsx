import { Badge, type MantineSize } from '@mantine/core';
import type { PaymentStatus } from '@salon/contracts';
import { PAYMENT_STATUS_COLORS, paymentStatusLabel } from './payment-labels';

/** A payment's status as a coloured badge, e.g. "Partially Refunded" in orange. */
export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: MantineSize }) {
  return (
    <Badge color={PAYMENT_STATUS_COLORS[status]} variant="light" size={size} miw="max-content">
      {paymentStatusLabel(status)}
    </Badge>
  );
}
