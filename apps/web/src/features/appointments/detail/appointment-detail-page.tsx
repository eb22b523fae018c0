import type { ComponentType } from 'react';
import { Badge, Grid, Group, Stack, Tabs } from '@mantine/core';
import { can, type Appointment } from '@salon/contracts';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { subRecordRights } from '../../../lib/session/access-rules';
import { useSession } from '../../../lib/session/use-session';
import { useTabParam } from '../../../lib/routing/use-tab-param';
import { useAppointment } from '../api/use-appointment';
import { AppointmentActions } from '../status-actions/appointment-actions';
import { formatAppointmentDay, formatTimeRange, fullName } from '../shared/appointment-detail-format';
import { ClientNotesPanel } from './client-notes/client-notes-panel';
import { AppointmentHistoryPanel } from './history/appointment-history-panel';
import { AppointmentNotesPanel } from './notes/appointment-notes-panel';
import { AppointmentOverview } from './appointment-overview';
import { AppointmentServicesPanel } from './services/appointment-services-panel';
import { AppointmentStatusBadge } from '../status/appointment-status-badge';
import { AppointmentTimeline } from './appointment-timeline';

const TABS = ['overview', 'services', 'notes', 'history'] as const;

/** The payments feature's card (paid, refunded, owed), passed in by the route so the features stay apart. */
type PaymentPanel = ComponentType<{ appointment: Appointment }>;

const LOAD_ERROR = { title: 'Error loading appointment', notFoundMessage: 'Appointment not found', backTo: '/appointments', backLabel: 'Back to Appointments' } as const;

/** "Tue, Nov 24, 2026 · 10:00 AM – 10:45 AM · with Rosa Diaz". */
const whenAndWho = (appointment: Appointment) =>
  `${formatAppointmentDay(appointment.appointment_date)} · ${formatTimeRange(appointment.start_time, appointment.end_time)} · with ${fullName(appointment.employee)}`;

function AppointmentDetail({ appointmentId, PaymentPanel }: { appointmentId: number; PaymentPanel: PaymentPanel }) {
  const user = useSession()?.user;
  const appointment = useAppointment(appointmentId);
  const [tab, setTab] = useTabParam(TABS);
  const canUpdate = can(user, 'appointments:update');

  if (appointment.isPending) return <LoadingSpinner label="Loading appointment" />;
  if (appointment.isError) return <RecordLoadError {...LOAD_ERROR} error={appointment.error} onRetry={() => void appointment.refetch()} />;

  const { data } = appointment;
  return (
    <Stack gap="lg">
      <PageHeader title={`${fullName(data.client)} · ${data.service.name}`} description={whenAndWho(data)} />
      <Group gap="xs">
        <AppointmentStatusBadge name={data.status.name} />
        {data.is_recurring && (
          <Badge variant="outline" color="gray">
            Recurring
          </Badge>
        )}
      </Group>
      <AppointmentActions appointment={data} canUpdate={canUpdate} canTakePayment={can(user, 'payments:create')} />

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs keepMounted={false} value={tab} onChange={setTab}>
            <Tabs.List>
              <Tabs.Tab value="overview">Overview</Tabs.Tab>
              <Tabs.Tab value="services">Services</Tabs.Tab>
              <Tabs.Tab value="notes">Notes</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview" pt="lg">
              <AppointmentOverview appointment={data} />
            </Tabs.Panel>
            <Tabs.Panel value="services" pt="lg">
              <AppointmentServicesPanel appointment={data} rights={subRecordRights(user, 'appointmentServices')} />
            </Tabs.Panel>
            <Tabs.Panel value="notes" pt="lg">
              <AppointmentNotesPanel appointmentId={data.appointment_id} rights={subRecordRights(user, 'appointmentNotes')} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="lg">
              <AppointmentHistoryPanel appointment={data} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {can(user, 'payments:read') && <PaymentPanel appointment={data} />}
            {can(user, 'clients:read') && <ClientNotesPanel client={data.client} />}
            <AppointmentTimeline appointment={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /appointments/{id}; a null id is an address that cannot name an appointment. */
export function AppointmentDetailPage({ appointmentId, paymentPanel }: { appointmentId: number | null; paymentPanel: PaymentPanel }) {
  if (appointmentId === null) return <RecordLoadError {...LOAD_ERROR} error={null} />;
  return <AppointmentDetail appointmentId={appointmentId} PaymentPanel={paymentPanel} />;
}
