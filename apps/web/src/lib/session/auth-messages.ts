/**
 * The auth layer's own failure texts (spec part 1 §5 and §8); server texts come in the error
 * envelope, and texts both sides use (the missing refresh token) are the contracts' AUTH_MESSAGES.
 */
export const AUTH_CLIENT_MESSAGES = {
  invalidRefreshResponse: 'Invalid token refresh response',
  refreshFailed: 'Session refresh failed.',
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  resetRequestFailed: 'Password reset request failed.',
  resetFailed: 'Password reset failed.',
  invalidAuthResponse: 'Invalid response from authentication server',
} as const;
