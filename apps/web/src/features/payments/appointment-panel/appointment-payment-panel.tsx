import { Stack, Text } from '@mantine/core';
import { APPOINTMENT_STATUS, type Appointment, type AppointmentBalance } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format/format-money';
import { AppointmentPaymentList } from './appointment-payment-list';
import { useAppointmentPaymentState } from './use-appointment-payment-state';

function Owed({ amount }: { amount: number }) {
  return amount === 0 ? (
    <Text size="sm" fw={600} c="green">
      Paid in full
    </Text>
  ) : (
    <Text size="sm" fw={600} c="red">
      {formatMoney(amount)}
    </Text>
  );
}

// A cancelled visit cannot be paid, so the API answers nothing owed; the card says why rather than "Paid in full".
const CANCELLED_OWED = (
  <Text size="sm" fw={600} c="dimmed">
    Cancelled — nothing owed
  </Text>
);

function PaymentState({ balance, cancelled }: { balance: AppointmentBalance; cancelled: boolean }) {
  return (
    <Stack gap="md">
      <DetailList
        items={[
          { label: 'Total price', value: formatMoney(balance.total_price) },
          { label: 'Deposit', value: formatMoney(balance.deposit_amount) },
          // The deposit is a payment taken at booking, so it is part of Paid, not on top of it.
          { label: balance.deposit_amount > 0 ? 'Paid (deposit included)' : 'Paid', value: formatMoney(balance.paid_amount) },
          { label: 'Refunded', value: formatMoney(balance.refunded_amount) },
          cancelled ? { label: 'Owed', value: CANCELLED_OWED } : { label: 'Still owed', value: <Owed amount={balance.owed_amount} /> },
        ]}
      />
      {balance.payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No payments recorded for this appointment yet.
        </Text>
      ) : (
        <AppointmentPaymentList payments={balance.payments} />
      )}
    </Stack>
  );
}

/** The appointment detail's "Payment" card: what the visit costs, was paid and refunded, what is still owed, and its payments. */
export function AppointmentPaymentPanel({ appointment }: { appointment: Appointment }) {
  const balance = useAppointmentPaymentState(appointment);
  return (
    <SectionCard title="Payment">
      {balance.isError ? (
        <ErrorCard title="Error loading payments" message={balance.error.message} onRetry={() => void balance.refetch()} retrying={balance.isFetching} />
      ) : balance.data ? (
        <PaymentState balance={balance.data} cancelled={appointment.status.name === APPOINTMENT_STATUS.cancelled} />
      ) : (
        <LoadingSpinner label="Loading payments" />
      )}
    </SectionCard>
  );
}
