import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { can, type SessionUser } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { ChevronDownIcon, LogoutIcon } from '../../components/icons/ui-icons';
import { SettingsIcon } from '../../components/icons/nav-icons';
import { useLogout } from '../../features/auth/api/use-logout';

function displayName(user: SessionUser): string {
  return user.firstName.trim() || user.username;
}

function initials(user: SessionUser): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.username.charAt(0)).toUpperCase();
}

export function UserMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const name = displayName(user);

  return (
    // The top bar is fixed, so the dropdown can never be detached from its button.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal hideDetached={false}>
      <Menu.Target>
        <UnstyledButton px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="grape" radius="xl" size={32} aria-hidden="true">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} maw={160} truncate>
              {name}
            </Text>
            <ChevronDownIcon size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        {can(user, 'admin:access') && (
          <Menu.Item component={Link} to="/settings" leftSection={<SettingsIcon size={16} />}>
            Settings
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<LogoutIcon size={16} />} onClick={logout}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
