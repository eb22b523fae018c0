import { List, Text, Title } from '@mantine/core';
import { InfoPage } from '../../../components/info-page';

export function TermsPage() {
  return (
    <InfoPage title="Terms of use">
      <Text>
        Salon Back Office is the salon&apos;s own tool for running the business: appointments, clients, staff, services, stock,
        payments and reports. By creating or using an account you agree to these terms.
      </Text>
      <Title order={2} size="h3">
        Your account
      </Title>
      <List spacing="xs">
        <List.Item>Accounts are personal. Do not share your password or let others work under your name.</List.Item>
        <List.Item>Use a password you use nowhere else, and sign out on shared devices at the reception desk.</List.Item>
        <List.Item>The salon owner decides which roles your account holds and may deactivate it at any time.</List.Item>
      </List>
      <Title order={2} size="h3">
        Client information
      </Title>
      <List spacing="xs">
        <List.Item>Look at and change client records only when your work needs it.</List.Item>
        <List.Item>Do not copy client details out of the back office, and never use them for your own purposes.</List.Item>
        <List.Item>Keep notes factual and respectful: clients may ask to see what is held about them.</List.Item>
      </List>
      <Title order={2} size="h3">
        Money and records
      </Title>
      <List spacing="xs">
        <List.Item>Record payments, refunds and stock changes as they happen, so the figures match the till and the shelves.</List.Item>
        <List.Item>Misuse of the system, such as false refunds or deleting records to hide mistakes, may lead to the account being closed.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Questions about these terms go to the salon owner.
      </Text>
    </InfoPage>
  );
}
