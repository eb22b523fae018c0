import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import type { Role, User } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useAssignRoles } from '../api/use-assign-roles';
import { userDisplayName } from './user-display-name';
import { useReturnFocus } from '../../../components/use-return-focus';

type AssignRolesModalProps = {
  user: User;
  /** Undefined while the roles are loading. */
  roles: Role[] | undefined;
  rolesError: string | null;
  onClose: () => void;
};

export function AssignRolesModal({ user, roles, rolesError, onClose }: AssignRolesModalProps) {
  // Mounted open and unmounted to close, so Mantine alone would not give focus back to Edit roles.
  useReturnFocus();
  const [selected, setSelected] = useState<string[]>(user.roles);
  const assignRoles = useAssignRoles();
  const name = userDisplayName(user);

  const save = () =>
    assignRoles.mutate(
      { userId: user.user_id, roles: selected },
      {
        onSuccess: () => {
          notify.success({ title: 'Roles updated', message: `${name} now holds: ${selected.length > 0 ? selected.join(', ') : 'no roles'}.` });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Roles of ${name}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A user can open what any of their roles allows.
        </Text>
        <MultiSelect
          label="Roles"
          placeholder={selected.length === 0 ? 'No roles: the account sees only the dashboard' : undefined}
          data={(roles ?? []).map((role) => ({ value: role.name, label: role.name }))}
          disabled={!roles}
          error={rolesError}
          value={selected}
          onChange={setSelected}
          searchable
          clearable
          // Inside a fixed modal the list can never be detached from its field.
          comboboxProps={{ withinPortal: true, hideDetached: false }}
        />
        {assignRoles.error && (
          <Alert color="red" variant="light" role="alert" title="Roles not saved">
            {assignRoles.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assignRoles.isPending}>
            Cancel
          </Button>
          <Button onClick={save} loading={assignRoles.isPending} disabled={!roles}>
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
