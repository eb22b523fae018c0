import { describe, expect, it } from 'vitest';
import { clientInputSchema } from './clients.schemas';

describe('clientInputSchema', () => {
  it('sends blank strings as null (spec part 1 §3)', () => {
    const parsed = clientInputSchema.parse({ first_name: 'Nora', last_name: 'Quinn', email: '', phone: ' ', city: '', preferred_contact_method: '' });
    expect(parsed).toMatchObject({ email: null, phone: null, city: null, preferred_contact_method: null, is_active: true });
  });

  it('gives a blank name one message and a name of spaces another', () => {
    const blank = clientInputSchema.safeParse({ first_name: '', last_name: 'Quinn' });
    expect(blank.success || blank.error.flatten().fieldErrors.first_name).toEqual(['First name is required']);
    const spaces = clientInputSchema.safeParse({ first_name: '  ', last_name: 'Quinn' });
    expect(spaces.success || spaces.error.flatten().fieldErrors.first_name).toEqual(['First name cannot be empty']);
  });

  it('takes phone numbers as people type them, dashes and brackets included', () => {
    expect(clientInputSchema.safeParse({ first_name: 'N', last_name: 'Q', phone: '(212) 555-0147' }).success).toBe(true);
    expect(clientInputSchema.safeParse({ first_name: 'N', last_name: 'Q', phone: '212.555.0147' }).success).toBe(true);
    expect(clientInputSchema.safeParse({ first_name: 'N', last_name: 'Q', phone: '555-CALL-NOW' }).success).toBe(false);
  });
});
