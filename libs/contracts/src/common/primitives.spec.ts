import { describe, expect, it } from 'vitest';
import { dateSchema, emailSchema, fromCents, idSchema, moneySchema, phoneSchema, timeOfDaySchema, toCents, blankToNull } from './primitives';
import { z } from 'zod';

describe('idSchema', () => {
  it('accepts positive integers, also as path text', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(7)).toBe(7);
  });
  it.each(['0', '-1', '1.5', 'abc', '99999999999', '0x4', '4.0', ' 4', ''])('refuses %s', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe('moneySchema', () => {
  it('accepts amounts with up to two decimals', () => {
    expect(moneySchema.parse(0)).toBe(0);
    expect(moneySchema.parse(19.99)).toBe(19.99);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: still two decimals.
    expect(moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
  });
  it('refuses a third decimal and negatives', () => {
    expect(moneySchema.safeParse(1.234).success).toBe(false);
    expect(moneySchema.safeParse(-1).success).toBe(false);
  });
  it('adds in integer cents', () => {
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3);
  });
});

describe('dateSchema', () => {
  it('accepts real dates', () => {
    expect(dateSchema.parse('2026-02-28')).toBe('2026-02-28');
    expect(dateSchema.parse('2028-02-29')).toBe('2028-02-29');
  });
  it.each(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', 'today'])('refuses %s', (value) => {
    expect(dateSchema.safeParse(value).success).toBe(false);
  });
});

describe('timeOfDaySchema', () => {
  it('accepts 24-hour times', () => {
    expect(timeOfDaySchema.parse('00:00')).toBe('00:00');
    expect(timeOfDaySchema.parse('23:45')).toBe('23:45');
  });
  it.each(['24:00', '9:00', '12:60', '12:00:00', '3pm'])('refuses %s', (value) => {
    expect(timeOfDaySchema.safeParse(value).success).toBe(false);
  });
});

describe('phoneSchema', () => {
  it('accepts an optional plus and up to 16 digits, ignoring spaces', () => {
    expect(phoneSchema.safeParse('+1 212 555 0199').success).toBe(true);
    expect(phoneSchema.safeParse('2125550199').success).toBe(true);
  });
  it('refuses a leading zero, letters and too many digits', () => {
    const result = phoneSchema.safeParse('0212 555');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please enter a valid phone number');
    expect(phoneSchema.safeParse('555-CALL').success).toBe(false);
    expect(phoneSchema.safeParse('+12345678901234567').success).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and checks the address', () => {
    expect(emailSchema.parse('  ana@example.com ')).toBe('ana@example.com');
    expect(emailSchema.safeParse('ana@').error?.issues[0].message).toBe('Invalid email address');
  });
});

describe('blankToNull', () => {
  it('turns blank strings into null and keeps other values', () => {
    const schema = blankToNull(z.string());
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse('Main St')).toBe('Main St');
    expect(schema.parse(null)).toBeNull();
  });
});
