import { describe, expect, it } from 'vitest';
import { clientCreateSchema, clientInputSchema, phoneTail } from './clients.schemas';

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

describe('clientCreateSchema', () => {
  it('takes a first note with the bounds and message of client notes; blank means none', () => {
    const base = { first_name: 'Nora', last_name: 'Quinn' };
    expect(clientCreateSchema.parse({ ...base, note: '  Allergic to latex  ' }).note).toBe('Allergic to latex');
    expect(clientCreateSchema.parse({ ...base, note: '   ' }).note).toBeNull();
    expect(clientCreateSchema.parse(base).note).toBeNull();
    const long = clientCreateSchema.safeParse({ ...base, note: 'x'.repeat(2001) });
    expect(long.success || long.error.flatten().fieldErrors.note).toEqual(['Note must be at most 2000 characters']);
  });
});

describe('phoneTail', () => {
  it('keeps the last ten digits, so a country code or trunk 0 does not matter', () => {
    expect(phoneTail('+1 (212) 555-0147')).toBe('2125550147');
    expect(phoneTail('212.555.0147')).toBe('2125550147');
    expect(phoneTail('+44 20 7946 0958')).toBe('2079460958');
    expect(phoneTail('020 7946 0958')).toBe('2079460958');
    expect(phoneTail('555 0147')).toBe('5550147');
  });
});
