import { Anchor, Button, Checkbox, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { checkPasswordsMatch, registerFormSchema } from '@salon/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../../lib/notifications/notify';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useRegister } from '../api/use-register';
import { PasswordField } from '../shared/password-field';

export function RegisterForm() {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useContractForm(
    registerFormSchema,
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', termsAccepted: false },
    // Shown as soon as both passwords are typed, though the terms are not accepted yet.
    { rules: [checkPasswordsMatch] },
  );

  // The payload is the spec's five fields; the terms are the form's own check.
  const submit = form.onSubmit(({ termsAccepted: _accepted, ...input }) =>
    register.mutate(input, {
      onSuccess: () => {
        notify.success({ title: 'Registration Successful', message: 'Your account has been created. Please login to continue.' });
        void navigate('/login');
      },
      onError: (error) => {
        form.showServerErrors(error.details.fieldErrors);
        notify.error({ title: 'Registration Failed', message: error.message });
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Create your account
        </Title>
        <Text c="dimmed" size="sm">
          The salon owner decides what your account can open once it exists.
        </Text>
      </Stack>

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            description="At least 10 characters, with upper and lower case letters, a number and one of @$!%*?&"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
          <Checkbox
            label={
              <>
                I accept the{' '}
                <Anchor component={Link} to="/terms" target="_blank" inherit underline="always">
                  terms and conditions
                </Anchor>
              </>
            }
            {...form.getInputProps('termsAccepted', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Create account
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        Already have an account?{' '}
        {/* Underlined: in the dark scheme colour alone does not tell a link from the sentence around it. */}
        <Anchor component={Link} to="/login" underline="always">
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
