import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { PERMISSION_CATALOGUE, type Role } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LockIcon } from '../../../components/icons/ui-icons';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useRoles } from '../api/use-roles';
import { coveredPermissions } from './covered-permissions';
import { RolePermissionsModal } from './role-permissions-modal';

function permissionSummary(role: Role): string {
  const covered = coveredPermissions(role).size;
  if (covered === PERMISSION_CATALOGUE.length) return 'All permissions';
  if (covered === 0) return 'No permissions';
  return `${covered} of ${PERMISSION_CATALOGUE.length} permissions`;
}

export function RolesPanel() {
  const roles = useRoles();
  const [editing, setEditing] = useState<Role | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="roles-heading">
      <Stack gap={2}>
        <Title order={3} id="roles-heading">
          Roles
        </Title>
        <Text size="sm" c="dimmed">
          What each role may open and change.
        </Text>
      </Stack>

      {roles.isPending ? (
        <LoadingSpinner label="Loading roles" />
      ) : roles.error ? (
        <ErrorCard title="Error loading roles" message={roles.error.message} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640} type="native">
            <Table aria-label="Roles" verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Users</Table.Th>
                  <Table.Th>Permissions</Table.Th>
                  {/* Positioned, so the hidden label stays inside the scrolling table. */}
                  <Table.Th pos="relative">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roles.data.map((role) => (
                  <Table.Tr key={role.role_id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {role.name}
                        </Text>
                        {role.is_locked && (
                          <Badge variant="light" color="gray" size="sm" miw="max-content" leftSection={<LockIcon size={12} />}>
                            Locked
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={role.description ? undefined : 'dimmed'}>
                        {role.description ?? 'No description'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{role.user_count}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{permissionSummary(role)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`${role.is_locked ? 'View' : 'Edit'} permissions of ${role.name}`}
                          onClick={() => setEditing(role)}
                        >
                          {role.is_locked ? 'View permissions' : 'Edit permissions'}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      {editing && <RolePermissionsModal role={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
