import { Alert, Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatMoney } from '../../../lib/format/format-money';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { PaymentAppointmentSummary } from './payment-appointment-summary';
import { PaymentForm } from './payment-form';
import { paymentFormValues } from './payment-form-values';
import { useAppointmentBalance } from '../api/use-appointment-balance';
import { usePaymentAppointment } from './use-payment-appointment';

const LOAD_ERROR = { title: 'Error loading appointment', notFoundMessage: 'Appointment not found', backTo: '/appointments', backLabel: 'Back to Appointments' } as const;

/** A payment for an appointment: its summary, then the form with its client and the amount still owed. */
function AppointmentPayment({ appointmentId }: { appointmentId: number }) {
  const appointment = usePaymentAppointment(appointmentId);
  const balance = useAppointmentBalance(appointmentId);
  const failed = appointment.isError ? appointment : balance.isError ? balance : null;
  if (failed) {
    return (
      <RecordLoadError
        {...LOAD_ERROR}
        error={failed.error}
        onRetry={() => {
          void appointment.refetch();
          void balance.refetch();
        }}
      />
    );
  }
  if (!appointment.data || !balance.data) return <LoadingSpinner label="Loading appointment" />;
  const cancelled = appointment.data.status.name === 'cancelled';
  // A late cancellation owes its fee, which is paid like any balance.
  const fee = cancelled ? appointment.data.cancellation_fee : 0;
  return (
    <>
      <PaymentAppointmentSummary appointment={appointment.data} balance={balance.data} />
      {cancelled && fee === 0 && (
        <Alert color="yellow" variant="light" title="Cancelled appointment">
          A cancelled appointment cannot be paid for. Take the payment without the appointment instead.
        </Alert>
      )}
      {fee > 0 && (
        <Alert color="blue" variant="light" title="Late cancellation">
          This appointment was cancelled late: its cancellation fee of {formatMoney(fee)} is what is paid for.
        </Alert>
      )}
      {/* Prefilled once from the balance as first loaded; a background refetch does not reset what was typed. */}
      <PaymentForm initialValues={paymentFormValues(balance.data)} appointmentId={appointmentId} />
    </>
  );
}

type PaymentFormPageProps = {
  /** undefined: /payments/new; a number: /payments/new/{appointmentId}; null: an id that cannot exist. */
  appointmentId?: number | null;
};

/** The Process Payment page (spec part 2 §2): for an appointment, or for a client chosen here. */
export function PaymentFormPage({ appointmentId }: PaymentFormPageProps) {
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Process Payment"
        description={appointmentId === undefined ? 'Take a payment from a client.' : 'Take a payment for this appointment.'}
      />
      {appointmentId === undefined && <PaymentForm initialValues={paymentFormValues()} />}
      {appointmentId === null && <RecordLoadError {...LOAD_ERROR} error={null} />}
      {typeof appointmentId === 'number' && <AppointmentPayment appointmentId={appointmentId} />}
    </Stack>
  );
}
