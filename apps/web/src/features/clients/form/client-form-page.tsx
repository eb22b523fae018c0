import { Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { parseRecordId } from '../../../lib/routing/parse-record-id';
import { useClient } from '../api/use-client';
import { ClientForm } from './client-form';
import { ClientLoadError } from '../shared/client-load-error';

function EditClient({ clientId }: { clientId: number }) {
  const client = useClient(clientId);
  // Keyed, so the form starts from the client it edits; a failed background refetch keeps the form open.
  if (client.data) return <ClientForm key={client.data.client_id} client={client.data} />;
  if (client.isError) return <ClientLoadError error={client.error} onRetry={() => void client.refetch()} />;
  return <LoadingSpinner label="Loading client" />;
}

type ClientFormPageProps = {
  /** The :clientId of /clients/edit/:clientId; absent on /clients/new. */
  clientId?: string;
};

export function ClientFormPage({ clientId }: ClientFormPageProps) {
  const editing = clientId !== undefined;
  const id = editing ? parseRecordId(clientId) : null;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={editing ? 'Edit Client' : 'Add New Client'}
        description={editing ? "Update the client's details." : 'Add a client to the salon.'}
      />
      {!editing ? <ClientForm /> : id === null ? <ClientLoadError error={null} /> : <EditClient clientId={id} />}
    </Stack>
  );
}
