import { LoginForm } from '../../../features/auth/components/login-form';

export function LoginRoute() {
  return (
    <>
      <title>Sign in · Salon Back Office</title>
      <LoginForm />
    </>
  );
}
