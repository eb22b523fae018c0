import { useState, type ComponentType } from 'react';
import { Button, Grid, Group, Stack, Title } from '@mantine/core';
import { can, type Client } from '@salon/contracts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { subRecordRights } from '../../../lib/session/access-rules';
import { parseRecordId } from '../../../lib/routing/parse-record-id';
import { useSession } from '../../../lib/session/use-session';
import { useClient } from '../api/use-client';
import { ClientDetailsCard } from './client-details-card';
import { clientFullName } from '../../../lib/format/client-full-name';
import { ClientLoadError } from '../shared/client-load-error';
import { ClientNotesPanel, NEW_CLIENT_NOTE_FIELD_ID } from './notes/client-notes-panel';
import { ClientNextSteps } from './client-next-steps';
import { wasJustCreated } from '../shared/client-created-state';
import { DeleteClientModal } from './delete-client-modal';

/** The appointments feature's history panel, passed in by the route so the features stay apart. */
type AppointmentsPanel = ComponentType<{ client: Client }>;
/** The payments feature's totals and list of the client's payments, passed in the same way. */
type PaymentsPanel = ComponentType<{ client: Client }>;

type Panels = { AppointmentsPanel: AppointmentsPanel; PaymentsPanel: PaymentsPanel };

function ClientDetail({ clientId, AppointmentsPanel, PaymentsPanel }: { clientId: number } & Panels) {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const client = useClient(clientId);
  const [deleting, setDeleting] = useState(false);
  // Straight from the create form: offer booking and a note, until dismissed.
  const location = useLocation();
  const [offerNextSteps, setOfferNextSteps] = useState(() => wasJustCreated(location.state));

  if (!client.data) {
    return client.isError ? (
      <ClientLoadError error={client.error} onRetry={() => void client.refetch()} />
    ) : (
      <LoadingSpinner label="Loading client" />
    );
  }

  const name = clientFullName(client.data);
  const canBook = can(user, 'appointments:create');
  const noteRights = subRecordRights(user, 'clientNotes');
  return (
    <Stack gap="lg">
      <title>{`${name} · Clients · Salon Back Office`}</title>
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <Group gap="sm" align="center">
          <Title order={1}>{name}</Title>
          <ActiveBadge isActive={client.data.is_active} />
        </Group>
        <Group gap="sm">
          <Button component={Link} to="/clients" variant="default">
            Back to Clients
          </Button>
          {canBook && (
            <Button component={Link} to={`/appointments/new?client_id=${clientId}`}>
              Book Appointment
            </Button>
          )}
          {can(user, 'clients:update') && (
            <Button component={Link} to={`/clients/edit/${clientId}`} variant="light">
              Edit Client
            </Button>
          )}
          {can(user, 'clients:delete') && (
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              Delete Client
            </Button>
          )}
        </Group>
      </Group>

      {offerNextSteps && (canBook || noteRights.add) && (
        <ClientNextSteps
          name={name}
          bookingPath={canBook ? `/appointments/new?client_id=${clientId}` : undefined}
          onAddNote={noteRights.add ? () => document.getElementById(NEW_CLIENT_NOTE_FIELD_ID)?.focus() : undefined}
          onDismiss={() => setOfferNextSteps(false)}
        />
      )}

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ClientDetailsCard client={client.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ClientNotesPanel clientId={clientId} rights={noteRights} />
        </Grid.Col>
      </Grid>

      {can(user, 'appointments:read') && <AppointmentsPanel client={client.data} />}
      {can(user, 'payments:read') && <PaymentsPanel client={client.data} />}

      {deleting && <DeleteClientModal client={client.data} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/clients')} />}
    </Stack>
  );
}

type ClientDetailPageProps = { clientId: string | undefined; appointmentsPanel: AppointmentsPanel; paymentsPanel: PaymentsPanel };

export function ClientDetailPage({ clientId, appointmentsPanel, paymentsPanel }: ClientDetailPageProps) {
  const id = parseRecordId(clientId);
  return id === null ? <ClientLoadError error={null} /> : <ClientDetail clientId={id} AppointmentsPanel={appointmentsPanel} PaymentsPanel={paymentsPanel} />;
}
