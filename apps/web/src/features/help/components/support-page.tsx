import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { InfoPage } from '../../../components/info-page';

export function SupportPage() {
  return (
    <InfoPage title="Support">
      <Text>Most questions are answered here. Anything else goes to the salon owner, who manages the accounts.</Text>
      <Title order={2} size="h3">
        Signing in
      </Title>
      <List spacing="xs">
        <List.Item>
          Forgot your password?{' '}
          {/* Underlined: in the dark scheme colour alone does not tell a link from the sentence around it. */}
          <Anchor component={Link} to="/forgot-password" underline="always">
            Ask for a reset link
          </Anchor>{' '}
          and follow it within an hour.
        </List.Item>
        <List.Item>After several wrong passwords, sign-in pauses for a few minutes. Wait, then try again.</List.Item>
        <List.Item>A deactivated account cannot sign in; the salon owner can activate it again.</List.Item>
      </List>
      <Title order={2} size="h3">
        Missing pages or buttons
      </Title>
      <Text>
        You see what your roles allow. If your work needs a page you cannot open, ask the salon owner to add a role to your
        account in Settings, under Users &amp; Roles.
      </Text>
      <Title order={2} size="h3">
        Something is not working
      </Title>
      <List spacing="xs">
        <List.Item>Reload the page; if you were away for a while, sign in again.</List.Item>
        <List.Item>
          The{' '}
          <Anchor component={Link} to="/diagnostics" underline="always">
            diagnostics page
          </Anchor>{' '}
          shows how the server answers your session, which helps whoever looks into the problem.
        </List.Item>
        <List.Item>When you report a problem, say what you were doing, the time, and the message shown on screen.</List.Item>
      </List>
    </InfoPage>
  );
}
