import { RegisterForm } from '../../../features/auth/register/register-form';

export function RegisterRoute() {
  return (
    <>
      <title>Create your account · Salon Back Office</title>
      <RegisterForm />
    </>
  );
}
