import { List, Text, Title } from '@mantine/core';
import { InfoPage } from '../../../components/info-page';

export function PrivacyPage() {
  return (
    <InfoPage title="Privacy">
      <Text>This page explains what Salon Back Office keeps about the people who use it and the clients it serves.</Text>
      <Title order={2} size="h3">
        About staff accounts
      </Title>
      <List spacing="xs">
        <List.Item>Your name, username, e-mail address, roles and when you last signed in.</List.Item>
        <List.Item>Your password only as a one-way hash; nobody, the salon owner included, can read it.</List.Item>
        <List.Item>Failed sign-in attempts, for a short time, to slow down anyone guessing passwords.</List.Item>
      </List>
      <Title order={2} size="h3">
        About clients
      </Title>
      <List spacing="xs">
        <List.Item>Contact details, appointments, payments and the notes staff write, so the salon can serve them.</List.Item>
        <List.Item>Messages such as appointment reminders and receipts are sent only for the salon&apos;s own business.</List.Item>
      </List>
      <Title order={2} size="h3">
        In your browser
      </Title>
      <Text>
        While you are signed in, the browser keeps your session (an access token, a refresh token and your name and
        permissions) and your choice of light or dark theme. Signing out removes the session from the browser and ends it on
        the server. No advertising or tracking cookies are used.
      </Text>
      <Text size="sm" c="dimmed">
        To see, correct or remove information held about you, ask the salon owner.
      </Text>
    </InfoPage>
  );
}
