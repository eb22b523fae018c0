import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PAYMENT_MESSAGES, type PaymentDetail } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { PaymentAmount } from '../shared/payment-amount';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      <Text span fw={700} size="sm">
        {value}
      </Text>
    </Text>
  );
}

/** A payment's refunds so far (each negative and red, with its reason and date) and what can still be refunded. */
export function PaymentRefundsCard({ payment }: { payment: PaymentDetail }) {
  return (
    <SectionCard title="Refunds">
      <Group gap="xl" wrap="wrap">
        <Figure label="Refunded" value={formatMoney(payment.refunded_amount)} />
        <Figure label="Refundable" value={formatMoney(payment.refundable_amount)} />
      </Group>
      {payment.payment_status === 'refunded' && (
        <Text size="sm" c="dimmed">
          {PAYMENT_MESSAGES.alreadyRefunded}
        </Text>
      )}
      {payment.refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No refunds.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table aria-label="Refunds" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date and time</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payment.refunds.map((refund) => (
                <Table.Tr key={refund.payment_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/payments/${refund.payment_id}`} size="sm">
                      {formatDateTime(refund.payment_date)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <PaymentAmount amount={refund.amount} type="refund" />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{refund.reason ?? '—'}</Table.Td>
                  <Table.Td>{refund.created_by_name ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
