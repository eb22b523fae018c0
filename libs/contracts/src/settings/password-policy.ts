import type { SecuritySettings } from './settings.schemas';

export type PasswordPolicy = SecuritySettings['passwordPolicy'];

export const PASSWORD_POLICY_MESSAGES = {
  minLength: (length: number) => `Password must be at least ${length} characters`,
  uppercase: 'Password must include an uppercase letter',
  lowercase: 'Password must include a lowercase letter',
  number: 'Password must include a number',
  special: 'Password must include a special character',
} as const;

/**
 * What a new password lacks under the salon's password policy (settings › security), in the
 * policy's order; empty when it meets it. Any character that is not a letter or a digit is special.
 */
export function passwordPolicyProblems(password: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  if ([...password].length < policy.minLength) problems.push(PASSWORD_POLICY_MESSAGES.minLength(policy.minLength));
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) problems.push(PASSWORD_POLICY_MESSAGES.uppercase);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) problems.push(PASSWORD_POLICY_MESSAGES.lowercase);
  if (policy.requireNumbers && !/\d/.test(password)) problems.push(PASSWORD_POLICY_MESSAGES.number);
  if (policy.requireSpecialChars && !/[^\p{L}\p{N}]/u.test(password)) problems.push(PASSWORD_POLICY_MESSAGES.special);
  return problems;
}
