import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUTH_MESSAGES, requestPasswordResetSchema } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useRequestPasswordReset } from '../api/use-request-password-reset';

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const form = useContractForm(requestPasswordResetSchema, { email: '' });

  const submit = form.onSubmit((input) =>
    requestReset.mutate(input, { onError: (error) => form.showServerErrors(error.details.fieldErrors) }),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Reset your password
        </Title>
        <Text c="dimmed" size="sm">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
      </Stack>

      {requestReset.isSuccess ? (
        // The same words whether or not the account exists, so the page reveals nothing about who works here.
        <Alert color="teal" variant="light" title="Check your e-mail">
          {AUTH_MESSAGES.resetRequested}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {requestReset.isError && !requestReset.error.details.fieldErrors && (
              <Alert color="red" variant="light" title="Request not sent">
                {requestReset.error.message}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              Send reset link
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
