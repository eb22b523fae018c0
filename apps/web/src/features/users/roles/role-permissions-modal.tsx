import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PERMISSION_CATALOGUE, type Role } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useSetRolePermissions } from '../api/use-set-role-permissions';
import { coveredPermissions } from './covered-permissions';
import { PermissionGrid } from './permission-grid';
import { useReturnFocus } from '../../../components/use-return-focus';

type RolePermissionsModalProps = {
  role: Role;
  onClose: () => void;
};

export function RolePermissionsModal({ role, onClose }: RolePermissionsModalProps) {
  // Mounted open and unmounted to close, so Mantine alone would not give focus back to Edit.
  useReturnFocus();
  const [selected, setSelected] = useState(() => coveredPermissions(role));
  const setRolePermissions = useSetRolePermissions();

  const toggle = (permission: string, granted: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (granted) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const save = () =>
    setRolePermissions.mutate(
      { roleId: role.role_id, permissions: PERMISSION_CATALOGUE.filter((permission) => selected.has(permission)) },
      {
        onSuccess: () => {
          notify.success({ title: 'Permissions saved', message: `The ${role.name} role now holds ${selected.size} permissions.` });
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Permissions of ${role.name}`} size="lg" centered closeButtonProps={{ 'aria-label': 'Close permissions' }}>
      <Stack gap="md">
        {role.is_locked ? (
          <Alert color="gray" variant="light" title="This role cannot be changed">
            It holds every permission, so the salon always keeps someone who can manage accounts.
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Changes apply to everyone who holds this role.
          </Text>
        )}
        <PermissionGrid selected={selected} readOnly={role.is_locked} onToggle={toggle} />
        {setRolePermissions.error && (
          <Alert color="red" variant="light" role="alert" title="Permissions not saved">
            {setRolePermissions.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {role.is_locked ? (
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={setRolePermissions.isPending}>
                Cancel
              </Button>
              <Button onClick={save} loading={setRolePermissions.isPending}>
                Save permissions
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
