import { Container, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { UsersAndRolesSection } from '../../../features/users/users-and-roles-section';

export function SettingsRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Settings · Salon Back Office</title>
      <Stack gap="xl">
        <PageHeader title="Settings" description="How the salon's back office is set up." />
        <UsersAndRolesSection />
      </Stack>
    </Container>
  );
}
