import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Payment } from '@salon/contracts';
import { DetailList, type DetailItem } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { PaymentAmount } from '../shared/payment-amount';
import { paymentMethodLabel, payerName, transactionTypeLabel } from '../shared/payment-labels';
import { PaymentStatusBadge } from '../shared/payment-status-badge';

type PaymentFactsCardProps = {
  payment: Payment;
  /** Links to the client's and the appointment's pages, for those who may open them. */
  canOpenClient: boolean;
  canOpenAppointment: boolean;
};

function ClientValue({ payment, canOpen }: { payment: Payment; canOpen: boolean }) {
  const { client } = payment;
  if (!client || payment.client_id === null) return 'Guest';
  const name = payerName(client);
  return (
    <Stack gap={0}>
      {canOpen ? (
        <Anchor component={Link} to={`/clients/${payment.client_id}`} size="sm" fw={600}>
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {name}
        </Text>
      )}
      {[client.email, client.phone].filter(Boolean).map((line) => (
        <Text key={line} size="xs" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function AppointmentValue({ payment, canOpen }: { payment: Payment; canOpen: boolean }) {
  const { appointment } = payment;
  if (!appointment || payment.appointment_id === null) return null;
  const when = `${formatDate(appointment.appointment_date)}, ${formatTimeOfDay(appointment.start_time)}`;
  const what = `${appointment.service_name} with ${appointment.employee_name}`;
  return (
    <Stack gap={0}>
      {canOpen ? (
        <Anchor component={Link} to={`/appointments/${payment.appointment_id}`} size="sm" fw={600}>
          {when}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {when}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {what}
      </Text>
    </Stack>
  );
}

/** Every field of a payment or refund, with links to its client, appointment and (for a refund) payment. */
export function PaymentFactsCard({ payment, canOpenClient, canOpenAppointment }: PaymentFactsCardProps) {
  const isRefund = payment.transaction_type === 'refund';
  const items: DetailItem[] = [
    { label: 'Amount', value: <PaymentAmount amount={payment.amount} type={payment.transaction_type} fw={700} /> },
    { label: 'Status', value: <PaymentStatusBadge status={payment.payment_status} /> },
    { label: 'Type', value: transactionTypeLabel(payment.transaction_type) },
    { label: 'Method', value: paymentMethodLabel(payment.payment_method) },
    { label: 'Date and time', value: formatDateTime(payment.payment_date) },
    { label: 'Client', value: <ClientValue payment={payment} canOpen={canOpenClient} /> },
    { label: 'Appointment', value: <AppointmentValue payment={payment} canOpen={canOpenAppointment} /> },
    { label: 'Reference', value: payment.transaction_reference },
    { label: 'Notes', value: payment.notes },
  ];
  if (isRefund && payment.original_payment_id !== null) {
    items.push({
      label: 'Refund of',
      value: (
        <Anchor component={Link} to={`/payments/${payment.original_payment_id}`} size="sm">
          Payment #{payment.original_payment_id}
        </Anchor>
      ),
    });
  }
  if (payment.reason) items.push({ label: isRefund ? 'Refund reason' : 'Void reason', value: payment.reason });
  items.push({ label: isRefund ? 'Refunded by' : 'Taken by', value: payment.created_by_name });
  return (
    <SectionCard title={isRefund ? 'Refund' : 'Payment'}>
      <DetailList items={items} />
    </SectionCard>
  );
}
