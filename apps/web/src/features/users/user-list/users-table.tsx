import { Badge, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { User } from '@salon/contracts';
import { formatDateTime } from '../../../lib/format/format-date-time';
import stickyClasses from '../../../components/sticky-actions-column.module.css';
import { UserStatusBadge } from './user-status-badge';
import { userDisplayName } from './user-display-name';

type UsersTableProps = {
  users: User[];
  currentUserId: number;
  onEditRoles: (user: User) => void;
  onToggleStatus: (user: User) => void;
};

export function UsersTable({ users, currentUserId, onEditRoles, onToggleStatus }: UsersTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900} type="native">
        <Table aria-label="Users" verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Last sign-in</Table.Th>
              {/* Sticky (so positioned): the hidden label stays inside the scrolling table. */}
              <Table.Th className={stickyClasses.actions}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const name = userDisplayName(user);
              const isSelf = user.user_id === currentUserId;
              return (
                <Table.Tr key={user.user_id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {name}
                      {isSelf && (
                        <Text span size="xs" c="dimmed" fw={400}>
                          {' '}
                          (you)
                        </Text>
                      )}
                    </Text>
                    {/* Name and username share a column so the table fits a laptop screen. */}
                    <Text size="xs" c="dimmed">
                      {user.username}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{user.email}</Text>
                  </Table.Td>
                  <Table.Td>
                    {user.roles.length > 0 ? (
                      <Group gap={4}>
                        {user.roles.map((role) => (
                          <Badge key={role} variant="light" size="sm" miw="max-content">
                            {role}
                          </Badge>
                        ))}
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No roles
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge isActive={user.is_active} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'}
                    </Text>
                  </Table.Td>
                  <Table.Td className={stickyClasses.actions}>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="default" aria-label={`Edit roles of ${name}`} onClick={() => onEditRoles(user)}>
                        Edit roles
                      </Button>
                      {/* Owners cannot switch off their own account, so a salon always keeps a way in. */}
                      {!isSelf && (
                        <Button
                          size="xs"
                          variant="light"
                          color={user.is_active ? 'red' : 'teal'}
                          aria-label={`${user.is_active ? 'Deactivate' : 'Activate'} ${name}`}
                          onClick={() => onToggleStatus(user)}
                        >
                          {user.is_active ? 'Deactivate' : 'Activate'}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
