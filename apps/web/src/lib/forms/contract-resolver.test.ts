import { checkServiceRules, serviceInputSchema } from '@salon/contracts';
import { z } from 'zod';
import { contractFieldErrors } from './contract-resolver';

const passwordsMatch = (values: { password: string; confirm: string }, ctx: z.RefinementCtx) => {
  if (values.password !== values.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
};

const signUpSchema = z
  .object({
    age: z.number({ required_error: 'Age is required', invalid_type_error: 'Age is required' }),
    password: z.string().min(3, 'Password is too short'),
    confirm: z.string(),
    tags: z.array(z.string().max(3, 'Each tag must be at most 3 characters')),
  })
  .superRefine(passwordsMatch);

describe('contract field errors', () => {
  it('gives each field its first message, and an item of a list shows at the list', () => {
    expect(contractFieldErrors(signUpSchema, { age: 30, password: 'ab', confirm: 'ab', tags: ['ok', 'toolong', 'again'] })).toEqual({
      password: 'Password is too short',
      tags: 'Each tag must be at most 3 characters',
    });
  });

  it('gives nothing for valid values', () => {
    expect(contractFieldErrors(signUpSchema, { age: 30, password: 'abc', confirm: 'abc', tags: [] })).toEqual({});
  });

  it('runs a cross-field rule while another field has the wrong type, which zod alone skips', () => {
    const values = { age: undefined, password: 'abc', confirm: 'abd', tags: [] };

    expect(contractFieldErrors(signUpSchema, values)).toEqual({ age: 'Age is required' });
    expect(contractFieldErrors(signUpSchema, values, [passwordsMatch])).toEqual({ age: 'Age is required', confirm: 'Passwords do not match' });
  });

  it("keeps the schema's own message for a field before a rule's", () => {
    const mustBeLong = (_values: unknown, ctx: z.RefinementCtx) => ctx.addIssue({ code: 'custom', path: ['password'], message: 'Never shown' });

    expect(contractFieldErrors(signUpSchema, { age: 30, password: '', confirm: '', tags: [] }, [mustBeLong])).toEqual({ password: 'Password is too short' });
  });

  it("shows the service form's price rule before a type is chosen", () => {
    const errors = contractFieldErrors(serviceInputSchema, { name: 'Balayage', service_type_id: '', base_price: 120, duration_minutes: 90, price_varies: true, min_price: '', max_price: 200 }, [
      checkServiceRules,
    ]);

    expect(errors.min_price).toBe('Minimum and maximum prices are required when price varies');
  });
});
