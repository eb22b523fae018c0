import { ForgotPasswordForm } from '../../../features/auth/password-reset/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Reset your password · Salon Back Office</title>
      <ForgotPasswordForm />
    </>
  );
}
