import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { useClient } from '../../clients';
import { useAppointment } from '../api/use-appointment';
import { AppointmentForm } from './appointment-form';
import { prefillFromSearch, type AppointmentPrefill } from './appointment-form-values';

const LOAD_ERROR = { title: 'Error loading appointment', notFoundMessage: 'Appointment not found', backTo: '/appointments', backLabel: 'Back to Appointments' } as const;

function EditAppointment({ appointmentId }: { appointmentId: number }) {
  const appointment = useAppointment(appointmentId);
  if (appointment.isPending) return <LoadingSpinner label="Loading appointment" />;
  if (appointment.isError) return <RecordLoadError {...LOAD_ERROR} error={appointment.error} onRetry={() => void appointment.refetch()} />;
  return <AppointmentForm appointment={appointment.data} />;
}

/** A booking for a client named in the address: the form opens with them chosen, or without them if they cannot be found. */
function NewAppointmentForClient({ clientId, prefill }: { clientId: number; prefill: AppointmentPrefill }) {
  const client = useClient(clientId);
  if (client.isPending) return <LoadingSpinner label="Loading client" />;
  return <AppointmentForm prefill={prefill} initialClient={client.data ?? null} />;
}

function NewAppointment() {
  const [searchParams] = useSearchParams();
  const prefill = prefillFromSearch(searchParams);
  // Keyed by the address, so following another "book here" link starts a fresh form.
  const key = searchParams.toString();
  if (prefill.clientId !== null) return <NewAppointmentForClient key={key} clientId={prefill.clientId} prefill={prefill} />;
  return <AppointmentForm key={key} prefill={prefill} />;
}

type AppointmentFormPageProps = {
  /** undefined: a new booking; null: an edit address whose id cannot exist. */
  appointmentId?: number | null;
};

/** /appointments/new (optionally ?date&start_time&employee_id&client_id) and /appointments/edit/{id}. */
export function AppointmentFormPage({ appointmentId }: AppointmentFormPageProps) {
  const editing = appointmentId !== undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={editing ? 'Edit Appointment' : 'New Appointment'}
        description={editing ? 'Change the client, service, employee, time or notes of this booking.' : 'Book a client with an employee at a free time.'}
      />
      {appointmentId === null && <RecordLoadError {...LOAD_ERROR} error={null} />}
      {typeof appointmentId === 'number' && <EditAppointment appointmentId={appointmentId} />}
      {!editing && <NewAppointment />}
    </Stack>
  );
}
