import { Anchor, Group, List, Text } from '@mantine/core';
import type { Payment } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { PaymentAmount } from '../shared/payment-amount';
import { paymentMethodLabel } from '../shared/payment-labels';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

/**
 * The appointment's payments and refunds, oldest first, as a compact list that fits the narrow
 * column beside the tabs: the date opens the payment; method, status and amount (refunds negative in red).
 */
export function AppointmentPaymentList({ payments }: { payments: Payment[] }) {
  return (
    <List listStyleType="none" spacing="sm" aria-label="Payments of this appointment">
      {payments.map((payment) => (
        <List.Item key={payment.payment_id} styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'block' } }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={`/payments/${payment.payment_id}`} size="sm">
              {formatDateTime(payment.payment_date)}
            </Anchor>
            <PaymentAmount amount={payment.amount} type={payment.transaction_type} fw={600} />
          </Group>
          <Group gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {paymentMethodLabel(payment.payment_method)}
            </Text>
            <PaymentStatusBadge status={payment.payment_status} size="sm" />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
