import type { Client } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../lib/notifications/notify';
import { useDeleteClient } from '../api/use-delete-client';
import { clientFullName } from '../../../lib/format/client-full-name';

type DeleteClientModalProps = {
  client: Client;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteClientModal({ client, onClose, onDeleted }: DeleteClientModalProps) {
  const deleteClient = useDeleteClient();
  const name = clientFullName(client);

  const confirm = () =>
    deleteClient.mutate(client.client_id, {
      onSuccess: () => {
        notify.success({ title: 'Client deleted', message: `${name} has been deleted.` });
        onDeleted();
      },
    });

  return (
    <ConfirmModal
      opened
      title="Delete Client"
      confirmLabel="Delete"
      danger
      loading={deleteClient.isPending}
      error={deleteClient.error?.message}
      onConfirm={confirm}
      onClose={onClose}
    >
      {`Are you sure you want to delete ${client.first_name} ${client.last_name}?`}
    </ConfirmModal>
  );
}
