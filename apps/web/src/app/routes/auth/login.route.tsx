import { LoginForm } from '../../../features/auth/sign-in/login-form';

export function LoginRoute() {
  return (
    <>
      <title>Sign in · Salon Back Office</title>
      <LoginForm />
    </>
  );
}
