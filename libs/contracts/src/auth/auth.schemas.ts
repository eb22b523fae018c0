import { z } from 'zod';
import { requiredText } from '../common/fields';
import { secretText } from '../common/primitives';
import { CURRENCIES, DATE_FORMATS, TIME_FORMATS } from '../settings/settings-options';

/**
 * Sign-in, registration and password rules with the spec's messages (part 2 §5).
 * The web forms and the API validate with these same schemas.
 */

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  accountInactive: 'This account has been deactivated. Ask the salon owner to reactivate it.',
  invalidRefreshToken: 'Your session has expired. Please sign in again.',
  noRefreshToken: 'No refresh token available',
  tooManyAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  tooManyRegistrations: (minutes: number) =>
    `Too many registration attempts from this address. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  emailTaken: 'An account with this email already exists',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  resetDone: 'Your password has been changed. Please sign in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  loggedOut: 'Logged out successfully',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have permission to do this',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
/** Lookaheads from the start: each class must appear somewhere; other characters are allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/;

export const newPasswordSchema = secretText({ required_error: 'Password is required' })
  .min(1, 'Password is required')
  .pipe(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(128, 'Password must be at most 128 characters')
      .regex(PASSWORD_PATTERN, 'Password must include uppercase, lowercase, number, and special character'),
  );

export const loginSchema = z.object({
  username: requiredText('Username is required', z.string().min(3, 'Username must be at least 3 characters').max(255)),
  password: secretText({ required_error: 'Password is required' }).min(1, 'Password is required').max(1024),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The confirmation matches the password; a blank one already says "Please confirm your password".
 * Exported so the web form also runs it on raw values, before every other field is filled in.
 */
export function checkPasswordsMatch(input: { password: unknown; confirmPassword: unknown }, ctx: z.RefinementCtx): void {
  if (input.confirmPassword !== '' && input.password !== input.confirmPassword) {
    ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
  }
}

const confirmPasswordField = secretText({ required_error: 'Please confirm your password' }).min(1, 'Please confirm your password');

const registerFields = {
  firstName: requiredText('First name must be at least 2 characters', z.string().min(2, 'First name must be at least 2 characters').max(50, 'First name must be at most 50 characters')),
  lastName: requiredText('Last name must be at least 2 characters', z.string().min(2, 'Last name must be at least 2 characters').max(50, 'Last name must be at most 50 characters')),
  email: requiredText('Invalid email address', z.string().email('Invalid email address').max(255, 'Invalid email address')),
  password: newPasswordSchema,
  confirmPassword: confirmPasswordField,
};
const termsAccepted = z.literal(true, { errorMap: () => ({ message: 'You must accept the terms and conditions' }) });

/**
 * POST /auth/register (part 2 §6): firstName, lastName, email, password, confirmPassword.
 * The form asks for the terms; the API accepts `termsAccepted` when sent but does not require it.
 */
export const registerSchema = z
  .object({ ...registerFields, termsAccepted: termsAccepted.optional() })
  .superRefine(checkPasswordsMatch);

/** The registration form: the same rules, and the terms must be accepted. */
export const registerFormSchema = z
  .object({ ...registerFields, termsAccepted })
  .superRefine(checkPasswordsMatch);

export type RegisterInput = z.infer<typeof registerSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: secretText({ required_error: AUTH_MESSAGES.noRefreshToken }).min(1, AUTH_MESSAGES.noRefreshToken).max(512),
  /**
   * Seconds since the user's last input (pointer, key, touch, focus) on any of their tabs; requests
   * a page sends by itself (polls) do not count. The salon's session timeout is measured from it.
   * A duration rather than a time of day, so a desk PC whose clock is wrong is not signed out early.
   */
  idleSeconds: z.number().int().nonnegative().max(400 * 24 * 60 * 60).optional(),
});

export const logoutSchema = z.object({ refreshToken: secretText().max(512).optional() });

export const requestPasswordResetSchema = z.object({
  email: requiredText('Email is required', z.string().email('Invalid email address').max(255)),
});

export const resetPasswordSchema = z
  .object({
    token: secretText({ required_error: 'The reset link is incomplete' }).min(1, 'The reset link is incomplete').max(512),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordField,
  })
  .superRefine(checkPasswordsMatch);

/**
 * The salon the user works at, with the time zone its "today" and "now" are read in
 * (DECISIONS §2): the web shows dates and enables buttons on the salon's clock, not the browser's.
 * Its currency, date and time formats (settings › general) are how the web writes money, dates and
 * times; its session timeout is when the web signs an idle user out. A session stored before they
 * were sent reads as the defaults until the next GET /auth/me.
 */
export const sessionSalonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  timeZone: z.string(),
  currency: z.enum(CURRENCIES).default('USD'),
  dateFormat: z.enum(DATE_FORMATS).default('MM/DD/YYYY'),
  timeFormat: z.enum(TIME_FORMATS).default('12h'),
  /** Minutes without the user's input after which the web signs out (settings › security; 30 by default). */
  sessionTimeout: z.number().int().positive().default(30),
});
export type SessionSalon = z.infer<typeof sessionSalonSchema>;

/** The signed-in user as the session holds it (DECISIONS §3), with their salon. */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.object({ name: z.string(), permissions: z.array(z.object({ name: z.string() })) })),
  permissions: z.array(z.string()),
  salon: sessionSalonSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({ token: z.string(), refreshToken: z.string(), user: sessionUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

