import { Stack, Text, Title } from '@mantine/core';
import { RolesPanel } from './roles/roles-panel';
import { UsersPanel } from './user-list/users-panel';

/** Settings' "Users & Roles" section (DECISIONS §3): who has an account, and what each role allows. */
export function UsersAndRolesSection() {
  return (
    <Stack gap="xl" component="section" aria-labelledby="users-and-roles-heading">
      <Stack gap={2}>
        <Title order={2} id="users-and-roles-heading">
          Users &amp; Roles
        </Title>
        <Text c="dimmed">Give each member of staff the roles their work needs, and switch off accounts that are no longer used.</Text>
      </Stack>
      <UsersPanel />
      <RolesPanel />
    </Stack>
  );
}
