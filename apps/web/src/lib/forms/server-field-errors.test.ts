import { serverFieldErrors } from './server-field-errors';

describe('server field errors', () => {
  it("keeps the first message of each field the form has", () => {
    expect(
      serverFieldErrors({ email: ['Email is already in use', 'second'], salon_id: ['Unknown salon'], phone: [] }, ['first_name', 'email', 'phone']),
    ).toEqual({ email: 'Email is already in use' });
  });

  it('gives nothing when the error carries no field errors', () => {
    expect(serverFieldErrors(undefined, ['email'])).toEqual({});
  });
});
