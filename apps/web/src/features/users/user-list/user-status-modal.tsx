import type { User } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { notify } from '../../../lib/notifications/notify';
import { useSetUserStatus } from '../api/use-set-user-status';
import { userDisplayName } from './user-display-name';

type UserStatusModalProps = {
  user: User;
  onClose: () => void;
};

/** Confirms activating or deactivating an account; deactivation signs the user out everywhere. */
export function UserStatusModal({ user, onClose }: UserStatusModalProps) {
  const setStatus = useSetUserStatus();
  const name = userDisplayName(user);
  const deactivating = user.is_active;

  const confirm = () =>
    setStatus.mutate(
      { userId: user.user_id, isActive: !deactivating },
      {
        onSuccess: () => {
          notify.success({ message: deactivating ? `${name} has been deactivated.` : `${name} has been activated.` });
          onClose();
        },
      },
    );

  return (
    <ConfirmModal
      opened
      title={deactivating ? `Deactivate ${name}?` : `Activate ${name}?`}
      confirmLabel={deactivating ? 'Deactivate' : 'Activate'}
      danger={deactivating}
      loading={setStatus.isPending}
      error={setStatus.error?.message}
      onConfirm={confirm}
      onClose={onClose}
    >
      {deactivating
        ? `${name} is signed out at once and cannot sign in until the account is activated again.`
        : `${name} can sign in again, with the roles the account holds.`}
    </ConfirmModal>
  );
}
