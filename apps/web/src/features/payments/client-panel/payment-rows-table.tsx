import type { ReactNode } from 'react';
import { Anchor, Table } from '@mantine/core';
import type { Payment } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { PaymentAmount } from '../shared/payment-amount';
import { paymentMethodLabel, transactionTypeLabel } from '../shared/payment-labels';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

export type PaymentColumn = 'date' | 'method' | 'type' | 'amount' | 'status' | 'reference';

const COLUMNS: Record<PaymentColumn, { header: string; render: (payment: Payment) => ReactNode }> = {
  // The date opens the payment (or refund), for keyboards and screen readers alike.
  date: {
    header: 'Date',
    render: (payment) => (
      <Anchor component={Link} to={`/payments/${payment.payment_id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(payment.payment_date)}
      </Anchor>
    ),
  },
  method: { header: 'Method', render: (payment) => paymentMethodLabel(payment.payment_method) },
  type: { header: 'Type', render: (payment) => transactionTypeLabel(payment.transaction_type) },
  amount: { header: 'Amount', render: (payment) => <PaymentAmount amount={payment.amount} type={payment.transaction_type} /> },
  status: { header: 'Status', render: (payment) => <PaymentStatusBadge status={payment.payment_status} /> },
  reference: { header: 'Reference', render: (payment) => payment.transaction_reference ?? '' },
};

type PaymentRowsTableProps = { payments: Payment[]; columns: readonly PaymentColumn[]; label: string };

/** Payments and refunds as rows (refunds negative in red), each opening its own page. */
export function PaymentRowsTable({ payments, columns, label }: PaymentRowsTableProps) {
  return (
    <Table.ScrollContainer minWidth={columns.length * 110} type="native">
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {COLUMNS[column].header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.payment_id}>
              {columns.map((column) => (
                <Table.Td key={column}>{COLUMNS[column].render(payment)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
