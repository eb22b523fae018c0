import { describe, expect, it } from 'vitest';
import { appointmentCreateSchema, appointmentUpdateSchema, recurringCreateSchema } from './appointments.schemas';

const booking = {
  client_id: 1,
  employee_id: 2,
  service_id: 3,
  appointment_date: '2099-12-09',
  start_time: '10:00',
  duration_minutes: 45,
  total_price: 62.5,
};
const errorsOf = (result: { success: boolean; error?: { flatten: () => { fieldErrors: Record<string, string[] | undefined> } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe('"Deposit paid by" (a deposit is a payment taken at booking)', () => {
  it('is required with a deposit on a new booking and a series, with the same words for a missing or unknown method', () => {
    expect(errorsOf(appointmentCreateSchema.safeParse({ ...booking, deposit_amount: 12.5 }))).toEqual({ deposit_method: ['Choose how the deposit was paid'] });
    expect(errorsOf(appointmentCreateSchema.safeParse({ ...booking, deposit_amount: 12.5, deposit_method: '' }))).toEqual({ deposit_method: ['Choose how the deposit was paid'] });
    expect(errorsOf(appointmentCreateSchema.safeParse({ ...booking, deposit_amount: 12.5, deposit_method: 'bitcoin' }))).toEqual({ deposit_method: ['Choose how the deposit was paid'] });
    expect(errorsOf(recurringCreateSchema.safeParse({ ...booking, deposit_amount: 10, recurring_pattern: 'weekly', recurring_count: 2 }))).toEqual({
      deposit_method: ['Choose how the deposit was paid'],
    });
  });

  it('is one of the payment methods; without a deposit it is not asked for', () => {
    expect(appointmentCreateSchema.parse({ ...booking, deposit_amount: 12.5, deposit_method: 'credit_card' })).toMatchObject({ deposit_amount: 12.5, deposit_method: 'credit_card' });
    expect(appointmentCreateSchema.safeParse({ ...booking, deposit_amount: 0 }).success).toBe(true);
    expect(appointmentCreateSchema.safeParse(booking).success).toBe(true);
  });

  it('is not required by the change schema: a deposit already taken is sent back unchanged (the API asks for it with a first deposit)', () => {
    expect(appointmentUpdateSchema.safeParse({ ...booking, deposit_amount: 12.5 }).success).toBe(true);
  });
});
