import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUTH_MESSAGES, loginSchema } from '@salon/contracts';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notifications/notify';
import { readReturnPath } from '../../../lib/routing/return-path';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLogin } from '../api/use-login';
import { PasswordField } from '../shared/password-field';

/** Router state set by the reset page, so sign-in can confirm the new password. */
export type SignInNoticeState = { passwordReset: true };

function cameFromPasswordReset(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<SignInNoticeState>).passwordReset === true;
}

/** What "Remember me" gives under the salon's session timeout, which still applies (docs/product-choices.md). */
const REMEMBER_ME_HINT = "Stay signed in up to 30 days; the salon's idle timeout still applies.";

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useContractForm(loginSchema, { username: '', password: '', rememberMe: false });

  const submit = form.onSubmit((input) =>
    login.mutate(input, {
      onSuccess: () => void navigate(readReturnPath(location.state), { replace: true }),
      onError: (error) => {
        form.showServerErrors(error.details.fieldErrors);
        notify.error({ title: 'Login Failed', message: error.message });
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Sign in to your account
        </Title>
        <Text c="dimmed" size="sm">
          Use the username or e-mail address of your staff account.
        </Text>
      </Stack>

      {cameFromPasswordReset(location.state) && (
        <Alert color="teal" variant="light" title="Password changed">
          {AUTH_MESSAGES.resetDone}
        </Alert>
      )}

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Username or email" autoComplete="username" required {...form.getInputProps('username')} />
          <PasswordField label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          {/* The hint wraps beside the link rather than pushing it onto a line of its own. */}
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Checkbox
              label="Remember me"
              description={REMEMBER_ME_HINT}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" style={{ whiteSpace: 'nowrap' }}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        New to the salon team?{' '}
        {/* Underlined: in the dark scheme colour alone does not tell a link from the sentence around it. */}
        <Anchor component={Link} to="/register" underline="always">
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
