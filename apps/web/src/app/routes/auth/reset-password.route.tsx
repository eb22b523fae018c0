import { ResetPasswordForm } from '../../../features/auth/password-reset/reset-password-form';

export function ResetPasswordRoute() {
  return (
    <>
      <title>Choose a new password · Salon Back Office</title>
      <ResetPasswordForm />
    </>
  );
}
