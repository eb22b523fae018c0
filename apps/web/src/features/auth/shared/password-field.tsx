import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide button is reachable by keyboard (aria-pressed tells
 * whether the password shows). Mantine leaves aria-invalid off this input, so it is set here.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      aria-invalid={Boolean(props.error)}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
    />
  );
}
