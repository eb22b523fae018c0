import { useState } from 'react';
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { User } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../../lib/session/use-session';
import { useRoles } from '../api/use-roles';
import { USERS_PAGE_SIZE, useUsers } from '../api/use-users';
import { AssignRolesModal } from './assign-roles-modal';
import { UserStatusModal } from './user-status-modal';
import { UsersTable } from './users-table';

type Dialog = { kind: 'roles' | 'status'; user: User } | null;

export function UsersPanel() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = useUsers(page);
  const roles = useRoles();
  const currentUserId = useSession()?.user.id ?? 0;
  const close = () => setDialog(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="users-heading">
      <Stack gap={2}>
        <Title order={3} id="users-heading">
          Users
        </Title>
        <Text size="sm" c="dimmed">
          Everyone with an account. New accounts hold no roles until you assign them.
        </Text>
      </Stack>

      {users.isPending ? (
        <LoadingSpinner label="Loading users" />
      ) : users.error ? (
        <ErrorCard title="Error loading users" message={users.error.message} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : (
        <>
          <UsersTable
            users={users.data.rows}
            currentUserId={currentUserId}
            onEditRoles={(user) => setDialog({ kind: 'roles', user })}
            onToggleStatus={(user) => setDialog({ kind: 'status', user })}
          />
          {users.data.count > USERS_PAGE_SIZE && (
            <Group justify="flex-end">
              <Pagination total={Math.ceil(users.data.count / USERS_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </>
      )}

      {dialog?.kind === 'roles' && (
        <AssignRolesModal user={dialog.user} roles={roles.data} rolesError={roles.error?.message ?? null} onClose={close} />
      )}
      {dialog?.kind === 'status' && <UserStatusModal user={dialog.user} onClose={close} />}
    </Stack>
  );
}
