import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { can, receiptIdOf, type PaymentDetail } from '@salon/contracts';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { RecordLoadError } from '../../../components/record-load-error';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { parseRecordId } from '../../../lib/routing/parse-record-id';
import { useSession } from '../../../lib/session/use-session';
import { usePayment } from '../api/use-payment';
import { PaymentReceiptSection } from '../receipt/payment-receipt-section';
import { signedMoney } from '../shared/payment-amount';
import { payerName, transactionTypeLabel } from '../shared/payment-labels';
import { PaymentStatusBadge } from '../shared/payment-status-badge';
import { hasReceipt, paymentActionRights } from './payment-action-rules';
import { PaymentActions } from './payment-actions';
import { PaymentFactsCard } from './payment-facts-card';
import { PaymentRefundsCard } from './payment-refunds-card';

const LOAD_ERROR = { title: 'Error loading payment', notFoundMessage: 'Payment not found', backTo: '/payments', backLabel: 'Back to Payments' } as const;

/** "Payment of $65.00 · Ann Lee" or "Refund of -$20.00 · Guest". */
const headingOf = (payment: PaymentDetail) =>
  `${transactionTypeLabel(payment.transaction_type)} of ${signedMoney(payment.amount, payment.transaction_type)} · ${payerName(payment.client)}`;

/** Where the receipt would be: why a payment that took no money has none. */
function NoReceipt({ payment }: { payment: PaymentDetail }) {
  return (
    <SectionCard title="Receipt">
      <Text size="sm" c="dimmed">
        {payment.payment_status === 'pending' ? 'The receipt is ready once the payment is completed.' : 'No receipt: this payment took no money.'}
      </Text>
    </SectionCard>
  );
}

function PaymentDetailView({ paymentId }: { paymentId: number }) {
  const user = useSession()?.user;
  const payment = usePayment(paymentId);

  if (payment.isPending) return <LoadingSpinner label="Loading payment" />;
  if (payment.isError) return <RecordLoadError {...LOAD_ERROR} error={payment.error} onRetry={() => void payment.refetch()} />;

  const { data } = payment;
  const rights = paymentActionRights(user, data);
  const isPayment = data.transaction_type === 'payment';
  return (
    <Stack gap="lg">
      <title>{`${transactionTypeLabel(data.transaction_type)} ${receiptIdOf(data.payment_id)} · Payments · Salon Back Office`}</title>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>{headingOf(data)}</Title>
            <PaymentStatusBadge status={data.payment_status} />
          </Group>
          <Text c="dimmed">{formatDateTime(data.payment_date)}</Text>
        </Stack>
        <Button component={Link} to="/payments" variant="default">
          Back to Payments
        </Button>
      </Group>
      <PaymentActions payment={data} rights={rights} />

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="lg">
            <PaymentFactsCard payment={data} canOpenClient={can(user, 'clients:read')} canOpenAppointment={can(user, 'appointments:read')} />
            {isPayment && <PaymentRefundsCard payment={data} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          {isPayment && (hasReceipt(data) ? <PaymentReceiptSection paymentId={data.payment_id} canSend={rights.sendReceipt} /> : <NoReceipt payment={data} />)}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /payments/{id}: a payment (or refund), its refunds and receipt, and what this user may do with it. */
export function PaymentDetailPage({ paymentId }: { paymentId: string | undefined }) {
  const id = parseRecordId(paymentId);
  return id === null ? <RecordLoadError {...LOAD_ERROR} error={null} /> : <PaymentDetailView paymentId={id} />;
}
