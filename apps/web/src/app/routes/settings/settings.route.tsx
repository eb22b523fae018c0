import { Container } from '@mantine/core';
import { SettingsPage } from '../../../features/settings';
import { UsersAndRolesSection } from '../../../features/users/users-and-roles-section';

export function SettingsRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Settings · Salon Back Office</title>
      <SettingsPage usersSection={<UsersAndRolesSection />} />
    </Container>
  );
}
