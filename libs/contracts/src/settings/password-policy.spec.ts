import { describe, expect, it } from 'vitest';
import { passwordPolicyProblems } from './password-policy';
import { DEFAULT_SETTINGS } from './settings.schemas';

const policy = DEFAULT_SETTINGS.security.passwordPolicy;

describe('passwordPolicyProblems', () => {
  it('passes a password that meets the default policy (8 characters, upper, lower, number)', () => {
    expect(passwordPolicyProblems('Salon2026', policy)).toEqual([]);
  });

  it('names each rule a password misses', () => {
    expect(passwordPolicyProblems('short', policy)).toEqual([
      'Password must be at least 8 characters',
      'Password must include an uppercase letter',
      'Password must include a number',
    ]);
    expect(passwordPolicyProblems('SALON2026', policy)).toEqual(['Password must include a lowercase letter']);
  });

  it('asks for a special character only when the policy does', () => {
    expect(passwordPolicyProblems('Salon2026', { ...policy, requireSpecialChars: true })).toEqual(['Password must include a special character']);
    expect(passwordPolicyProblems('Salon 2026', { ...policy, requireSpecialChars: true })).toEqual([]);
  });

  it('asks for nothing the policy leaves out', () => {
    const lenient = { ...policy, minLength: 6, requireUppercase: false, requireLowercase: false, requireNumbers: false };
    expect(passwordPolicyProblems('abcdef', lenient)).toEqual([]);
  });
});
