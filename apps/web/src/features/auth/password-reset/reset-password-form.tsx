import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { checkPasswordsMatch, resetPasswordSchema } from '@salon/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { contractFieldErrors } from '../../../lib/forms/contract-resolver';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useResetPassword } from '../api/use-reset-password';
import type { SignInNoticeState } from '../sign-in/login-form';
import { PasswordField } from '../shared/password-field';

const MISSING_TOKEN_MESSAGE = contractFieldErrors(resetPasswordSchema, { token: '' }).token;

export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useContractForm(
    resetPasswordSchema,
    { token: searchParams.get('token') ?? '', password: '', confirmPassword: '' },
    { rules: [checkPasswordsMatch] },
  );

  const submit = form.onSubmit((input) =>
    resetPassword.mutate(input, {
      onSuccess: () => {
        const state: SignInNoticeState = { passwordReset: true };
        void navigate('/login', { replace: true, state });
      },
      onError: (error) => form.showServerErrors(error.details.fieldErrors),
    }),
  );

  const linkProblem = form.errors.token ?? (resetPassword.error?.code === 'INVALID_RESET_TOKEN' ? resetPassword.error.message : null);
  const otherProblem = resetPassword.error && resetPassword.error.code !== 'INVALID_RESET_TOKEN' ? resetPassword.error.message : null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Choose a new password
        </Title>
        <Text c="dimmed" size="sm">
          After the change, every device signed in to your account is signed out.
        </Text>
      </Stack>

      {form.values.token === '' || linkProblem ? (
        <Alert color="red" variant="light" title="This link cannot be used">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{linkProblem ?? MISSING_TOKEN_MESSAGE}</Text>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Request a new link
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {otherProblem && (
              <Alert color="red" variant="light" title="Password not changed">
                {otherProblem}
              </Alert>
            )}
            <PasswordField
              label="New password"
              description="At least 10 characters, with upper and lower case letters, a number and one of @$!%*?&"
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordField label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            <Button type="submit" fullWidth loading={resetPassword.isPending}>
              Change password
            </Button>
          </Stack>
        </form>
      )}

      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
