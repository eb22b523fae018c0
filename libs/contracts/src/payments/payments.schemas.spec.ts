import { describe, expect, it } from 'vitest';
import {
  idempotencyKeySchema,
  paymentCreateSchema,
  paymentDateRangeDays,
  paymentListQuerySchema,
  paymentRefundSchema,
  paymentSummaryQuerySchema,
  paymentUpdateSchema,
  paymentVoidSchema,
  receiptIdOf,
  searchAmountCents,
} from './payments.schemas';

const fieldErrors = (result: { success: boolean; error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } } }) =>
  result.success ? {} : result.error!.flatten().fieldErrors;

describe('paymentCreateSchema', () => {
  it('takes a completed payment by default, blank optional values as null, and amounts typed as text', () => {
    expect(paymentCreateSchema.parse({ client_id: '4', amount: '45.50', payment_method: 'cash', transaction_reference: ' ', notes: '' })).toEqual({
      appointment_id: null,
      client_id: 4,
      amount: 45.5,
      payment_method: 'cash',
      payment_status: 'completed',
      transaction_reference: null,
      notes: null,
      send_receipt: false,
    });
  });

  it('asks for a client unless the payment is for an appointment (spec part 2 §5)', () => {
    expect(fieldErrors(paymentCreateSchema.safeParse({ amount: 10, payment_method: 'cash' })).client_id).toEqual(['Please select a client']);
    expect(fieldErrors(paymentCreateSchema.safeParse({ client_id: '', amount: 10, payment_method: 'cash' })).client_id).toEqual(['Please select a client']);
    expect(paymentCreateSchema.safeParse({ appointment_id: 7, amount: 10, payment_method: 'cash' }).success).toBe(true);
  });

  it('refuses an amount of zero, a negative one, a blank one, more than 99,999.99 and a third decimal', () => {
    const amountError = (amount: unknown) => fieldErrors(paymentCreateSchema.safeParse({ client_id: 1, amount, payment_method: 'cash' })).amount;
    expect(amountError(0)).toEqual(['Payment amount must be greater than zero']);
    expect(amountError(-5)).toEqual(['Payment amount must be greater than zero']);
    expect(amountError('')).toEqual(['Payment amount must be greater than zero']);
    expect(amountError(100_000)).toEqual(['Payment amount cannot exceed $99,999.99']);
    expect(amountError(1.005)).toEqual(['Amount must have at most two decimals']);
    expect(amountError(99_999.99)).toBeUndefined();
  });

  it('refuses an amount below one cent, which would be stored as zero, as not greater than zero', () => {
    const amountError = (amount: unknown) => fieldErrors(paymentCreateSchema.safeParse({ client_id: 1, amount, payment_method: 'cash' })).amount;
    expect(amountError(1e-9)).toEqual(['Payment amount must be greater than zero']);
    expect(amountError('1e-9')).toEqual(['Payment amount must be greater than zero']);
    expect(amountError(0.004)).toEqual(['Payment amount must be greater than zero']);
    expect(amountError(0.01)).toBeUndefined();
  });

  it('asks for a payment method and takes only completed or pending as a status', () => {
    expect(fieldErrors(paymentCreateSchema.safeParse({ client_id: 1, amount: 5 })).payment_method).toEqual(['Please select a payment method']);
    expect(fieldErrors(paymentCreateSchema.safeParse({ client_id: 1, amount: 5, payment_method: 'cash', payment_status: 'refunded' })).payment_status).toEqual([
      'payment_status must be completed or pending',
    ]);
  });

  it('bounds the reference to 100 characters and the notes to 500', () => {
    const base = { client_id: 1, amount: 5, payment_method: 'credit_card' };
    expect(fieldErrors(paymentCreateSchema.safeParse({ ...base, transaction_reference: 'x'.repeat(101) })).transaction_reference).toEqual([
      'Transaction reference must be at most 100 characters',
    ]);
    expect(fieldErrors(paymentCreateSchema.safeParse({ ...base, notes: 'x'.repeat(501) })).notes).toEqual(['Notes must be at most 500 characters']);
  });
});

describe('paymentUpdateSchema', () => {
  it('leaves out what is not sent and clears a blank reference', () => {
    expect(paymentUpdateSchema.parse({ notes: 'Paid at the desk' })).toEqual({ notes: 'Paid at the desk' });
    expect(paymentUpdateSchema.parse({ transaction_reference: '' })).toEqual({ transaction_reference: null });
  });

  it('refuses an amount below one cent', () => {
    expect(fieldErrors(paymentUpdateSchema.safeParse({ amount: 1e-9 }))).toEqual({ amount: ['Payment amount must be greater than zero'] });
    expect(fieldErrors(paymentUpdateSchema.safeParse({ amount: 0.004 }))).toEqual({ amount: ['Payment amount must be greater than zero'] });
  });
});

describe('refund and void bodies', () => {
  it('need an amount above zero and a reason', () => {
    expect(fieldErrors(paymentRefundSchema.safeParse({ amount: 0, reason: ' ' }))).toEqual({
      amount: ['Refund amount must be greater than zero'],
      reason: ['Please give a reason for the refund'],
    });
    expect(fieldErrors(paymentRefundSchema.safeParse({ amount: 1e-9, reason: 'Spilled dye' }))).toEqual({ amount: ['Refund amount must be greater than zero'] });
    expect(fieldErrors(paymentRefundSchema.safeParse({ amount: '0.004', reason: 'Spilled dye' }))).toEqual({ amount: ['Refund amount must be greater than zero'] });
    expect(fieldErrors(paymentVoidSchema.safeParse({}))).toEqual({ reason: ['Please give a reason for voiding'] });
    expect(fieldErrors(paymentVoidSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual({ reason: ['Reason must be at most 500 characters'] });
  });
});

describe('paymentListQuerySchema', () => {
  it('pages by 10, newest first', () => {
    expect(paymentListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0, sort_by: 'payment_date', sort_order: 'DESC' });
  });

  it('refuses an unknown sort, date range or inverted dates', () => {
    expect(fieldErrors(paymentListQuerySchema.safeParse({ sort_by: 'notes' })).sort_by).toHaveLength(1);
    expect(fieldErrors(paymentListQuerySchema.safeParse({ date_range: 'lastyear' })).date_range).toEqual([
      'date_range must be one of: today, yesterday, last7days, last30days',
    ]);
    expect(fieldErrors(paymentListQuerySchema.safeParse({ date_from: '2026-05-02', date_to: '2026-05-01' })).date_from).toEqual([
      'date_from must not be after date_to',
    ]);
  });
});

describe('paymentDateRangeDays', () => {
  it('counts each named range back from the salon today, inclusive', () => {
    expect(paymentDateRangeDays('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(paymentDateRangeDays('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(paymentDateRangeDays('last7days', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(paymentDateRangeDays('last30days', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

describe('paymentSummaryQuerySchema', () => {
  it('needs from and to, in order, at most 366 days', () => {
    expect(paymentSummaryQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(fieldErrors(paymentSummaryQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' })).to).toEqual(['The range can cover at most 366 days']);
    expect(fieldErrors(paymentSummaryQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' })).from).toEqual(['from must not be after to']);
    expect(paymentSummaryQuerySchema.safeParse({ from: '2026-01-01' }).success).toBe(false);
  });
});

describe('searchAmountCents', () => {
  it('reads "45", "45.5" and "$45.50" as amounts and anything else as not one', () => {
    expect(searchAmountCents('45')).toBe(4500);
    expect(searchAmountCents('45.5')).toBe(4550);
    expect(searchAmountCents('$45.50')).toBe(4550);
    expect(searchAmountCents('1,2')).toBeNull();
    expect(searchAmountCents('$')).toBeNull();
    expect(searchAmountCents('Nora')).toBeNull();
  });
});

describe('idempotencyKeySchema and receiptIdOf', () => {
  it('takes 1 to 255 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('a1-B2_c3').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has space').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('é').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(256)).success).toBe(false);
  });

  it('pads the receipt number to six digits', () => {
    expect(receiptIdOf(42)).toBe('R-000042');
  });
});
