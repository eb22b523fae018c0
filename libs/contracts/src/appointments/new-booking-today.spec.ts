import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { appointmentCreateSchema, checkNewAppointmentRules, checkSeriesRules, earliestTodayAnywhere } from './appointments.schemas';

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

describe("without a salon (the API's body schema), only a date already past everywhere is refused", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is before the date at UTC−12, whatever zone the server runs in', () => {
    expect(earliestTodayAnywhere(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(earliestTodayAnywhere(new Date('2026-11-24T12:00:00Z'))).toBe('2026-11-24');
  });

  it("lets the salon's tonight through when the server's date is already tomorrow; the booking rules judge it on the salon's clock", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T03:00:00Z') });
    const booking = { client_id: 1, employee_id: 1, service_id: 1, start_time: '21:00', duration_minutes: 60, total_price: 75 };
    expect(appointmentCreateSchema.safeParse({ ...booking, appointment_date: '2026-11-23' }).success).toBe(true);
    expect(appointmentCreateSchema.safeParse({ ...booking, appointment_date: '2026-11-22' }).error?.issues.map((issue) => issue.message)).toEqual(['Cannot book appointments in the past']);
  });
});
