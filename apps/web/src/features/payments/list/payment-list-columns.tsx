import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Payment, PaymentSortBy } from '@salon/contracts';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { PaymentAmount } from '../shared/payment-amount';
import { paymentMethodLabel, payerName, transactionTypeLabel } from '../shared/payment-labels';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

/** The client's name over their e-mail; "Guest" for a payment taken without a client. */
function ClientCell({ payment }: { payment: Payment }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {payerName(payment.client)}
      </Text>
      {payment.client?.email && (
        <Text size="xs" c="dimmed">
          {payment.client.email}
        </Text>
      )}
    </Stack>
  );
}

/** The spec's columns (part 2 §2): Date and time, Client, Amount, Method, Type, Status, Reference. */
export const PAYMENT_COLUMNS: ResourceListColumn<Payment, PaymentSortBy>[] = [
  {
    header: 'Date and time',
    sortKey: 'payment_date',
    render: (payment) => (
      <Anchor component={Link} to={`/payments/${payment.payment_id}`} size="sm" fw={600}>
        {formatDateTime(payment.payment_date)}
      </Anchor>
    ),
    noWrap: true,
  },
  { header: 'Client', sortKey: 'client_name', render: (payment) => <ClientCell payment={payment} />, noWrap: true },
  { header: 'Amount', sortKey: 'amount', render: (payment) => <PaymentAmount amount={payment.amount} type={payment.transaction_type} />, noWrap: true },
  { header: 'Method', sortKey: 'payment_method', render: (payment) => paymentMethodLabel(payment.payment_method), noWrap: true },
  { header: 'Type', sortKey: 'transaction_type', render: (payment) => transactionTypeLabel(payment.transaction_type), noWrap: true },
  { header: 'Status', sortKey: 'payment_status', render: (payment) => <PaymentStatusBadge status={payment.payment_status} />, noWrap: true },
  { header: 'Reference', render: (payment) => payment.transaction_reference || '—' },
];
