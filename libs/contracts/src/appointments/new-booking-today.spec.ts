import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkNewAppointmentRules, checkSeriesRules } from './appointments.schemas';

/** The messages a rule gives for a value, checked against a given today. */
function messagesOn(rule: typeof checkSeriesRules, value: Record<string, unknown>, today: string): string[] {
  const result = z
    .any()
    .superRefine((input, ctx) => rule(input, ctx, today))
    .safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('a new booking or series is never in the past, against the today it is given', () => {
  // The web gives the signed-in salon's today: in Los Angeles, 03:00 UTC on the 24th is still the 23rd.
  it.each([
    ['one booking', checkNewAppointmentRules],
    ['a series', checkSeriesRules],
  ] as const)('%s', (_kind, rule) => {
    const series = { recurring_count: 4 };
    expect(messagesOn(rule, { appointment_date: '2026-11-23', ...series }, '2026-11-23')).toEqual([]);
    expect(messagesOn(rule, { appointment_date: '2026-11-22', ...series }, '2026-11-23')).toEqual(['Cannot book appointments in the past']);
  });
});
