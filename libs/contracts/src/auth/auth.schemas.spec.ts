import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, registerFormSchema, registerSchema, resetPasswordSchema } from './auth.schemas';

/** The messages per field, as the API's 400 and the forms show them. */
function fieldErrors(schema: z.ZodTypeAny, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

const validRegistration = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'Salon!2026x',
  confirmPassword: 'Salon!2026x',
  termsAccepted: true,
};

describe('loginSchema', () => {
  it('accepts a username or e-mail with a password', () => {
    expect(loginSchema.parse({ username: ' owner ', password: 'x', rememberMe: true })).toEqual({ username: 'owner', password: 'x', rememberMe: true });
  });

  it('says only "required" for blank fields', () => {
    expect(fieldErrors(loginSchema, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(fieldErrors(loginSchema, {})).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('wants at least 3 characters of username', () => {
    expect(fieldErrors(loginSchema, { username: 'ab', password: 'x' })).toEqual({ username: ['Username must be at least 3 characters'] });
  });
});

describe('registerSchema', () => {
  it('accepts a valid registration', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    ['firstName', 'M', 'First name must be at least 2 characters'],
    ['firstName', '', 'First name must be at least 2 characters'],
    ['lastName', 'O', 'Last name must be at least 2 characters'],
    ['email', 'maya@', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['password', 'Sh0rt!', 'Password must be at least 10 characters'],
    ['password', '', 'Password is required'],
    ['confirmPassword', '', 'Please confirm your password'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    const input = { ...validRegistration, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(fieldErrors(registerSchema, input)[field]).toEqual([message]);
  });

  it.each(['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigitsHere!', 'NoSpecial123a'])('refuses %s for a missing character class', (password) => {
    expect(fieldErrors(registerSchema, { ...validRegistration, password, confirmPassword: password }).password).toEqual([
      'Password must include uppercase, lowercase, number, and special character',
    ]);
  });

  it('checks the character classes anywhere in the password, and allows other characters', () => {
    const password = 'long passphrase with Caps 7 and #&';
    expect(fieldErrors(registerSchema, { ...validRegistration, password, confirmPassword: password })).toEqual({});
  });

  it('wants the two passwords equal', () => {
    expect(fieldErrors(registerSchema, { ...validRegistration, confirmPassword: 'Salon!2026y' })).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  it('wants the terms accepted on the form, not in the payload of the API', () => {
    expect(fieldErrors(registerFormSchema, { ...validRegistration, termsAccepted: false })).toEqual({ termsAccepted: ['You must accept the terms and conditions'] });
    const { termsAccepted: _omitted, ...withoutTerms } = validRegistration;
    expect(fieldErrors(registerFormSchema, withoutTerms)).toEqual({ termsAccepted: ['You must accept the terms and conditions'] });
    // The API takes the spec's payload without the terms, and refuses terms that were declined.
    expect(fieldErrors(registerSchema, withoutTerms)).toEqual({});
    expect(fieldErrors(registerSchema, { ...validRegistration, termsAccepted: false })).toEqual({ termsAccepted: ['You must accept the terms and conditions'] });
  });
});

describe('resetPasswordSchema', () => {
  it('applies the registration password rules', () => {
    expect(fieldErrors(resetPasswordSchema, { token: 't', password: 'short', confirmPassword: 'short' }).password).toEqual([
      'Password must be at least 10 characters',
      'Password must include uppercase, lowercase, number, and special character',
    ]);
    expect(fieldErrors(resetPasswordSchema, { token: 't', password: 'Salon!2026x', confirmPassword: 'Salon!2026z' })).toEqual({ confirmPassword: ['Passwords do not match'] });
  });
});
