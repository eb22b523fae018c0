import { z } from 'zod';
import { addDays, daysBetween } from '../calendar/calendar-dates';
import { optionalText, requiredFreeText } from '../common/fields';
import { limitSchema, offsetSchema, sortOrderSchema } from '../common/pagination';
import { dateSchema, hasAtMostTwoDecimals, idField, idSchema, optionalIdQuery, searchText, toCents } from '../common/primitives';

/** Spec part 2 §8: payment methods, statuses and transaction types, with the words the screens show. */
export const PAYMENT_METHODS = ['cash', 'credit_card', 'debit_card', 'check', 'gift_card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  check: 'Check',
  gift_card: 'Gift Card',
  other: 'Other',
};

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded', 'voided'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially Refunded',
  voided: 'Voided',
};

/** Statuses of a payment whose money was taken: the ones summaries and balances count. */
export const MONEY_TAKEN_STATUSES = ['completed', 'partially_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];
/** Statuses a payment can be refunded from. */
export const REFUNDABLE_STATUSES = ['completed', 'partially_refunded'] as const satisfies readonly PaymentStatus[];

export const TRANSACTION_TYPES = ['payment', 'refund'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = { payment: 'Payment', refund: 'Refund' };

/** What a new payment may be created as: money taken now, or to be processed later. */
export const PAYMENT_CREATE_STATUSES = ['completed', 'pending'] as const;
export const PROCESS_OUTCOMES = ['completed', 'failed'] as const;

export const PAYMENT_DATE_RANGES = ['today', 'yesterday', 'last7days', 'last30days'] as const;
export type PaymentDateRange = (typeof PAYMENT_DATE_RANGES)[number];

/** The salon days (inclusive) a named range covers, counted back from the salon's today (YYYY-MM-DD); the API and the web share it. */
export function paymentDateRangeDays(range: PaymentDateRange, today: string): { from: string; to: string } {
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7days':
      return { from: addDays(today, -6), to: today };
    case 'last30days':
      return { from: addDays(today, -29), to: today };
  }
}

export const PAYMENTS_PAGE_SIZE = 10;

export const PAYMENT_LIMITS = {
  amountMax: 99_999.99,
  referenceMax: 100,
  notesMax: 500,
  reasonMax: 500,
  summaryDaysMax: 366,
  idempotencyKeyMax: 255,
} as const;

export const PAYMENT_MESSAGES = {
  clientRequired: 'Please select a client',
  clientMismatch: 'This appointment belongs to another client',
  amountRequired: 'Payment amount must be greater than zero',
  amountTooLarge: 'Payment amount cannot exceed $99,999.99',
  refundAmount: 'Refund amount must be greater than zero',
  refundTooLarge: 'Refund amount cannot exceed $99,999.99',
  twoDecimals: 'Amount must have at most two decimals',
  methodRequired: 'Please select a payment method',
  refundReason: 'Please give a reason for the refund',
  voidReason: 'Please give a reason for voiding',
  reasonTooLong: 'Reason must be at most 500 characters',
  notFound: 'Payment not found',
  alreadyRefunded: 'Payment already refunded',
  idempotencyKey: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
} as const;

const numberFrom = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What is wrong with an amount, one message at a time: less than a cent once rounded to cents
 * (0.004 or 1e-9 would be stored as 0, which the table refuses), more than 99,999.99, a third decimal.
 */
const amountProblem = (value: number, message: string, tooLarge: string): string | null => {
  if (toCents(value) < 1) return message;
  if (value > PAYMENT_LIMITS.amountMax) return tooLarge;
  return hasAtMostTwoDecimals(value) ? null : PAYMENT_MESSAGES.twoDecimals;
};

/** A positive amount in cents (numeric text from a form is accepted): at least one cent, at most 99,999.99, two decimals. */
const positiveAmount = (message: string, tooLarge: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : numberFrom(value)),
    z
      .number({ required_error: message, invalid_type_error: message })
      .finite(message)
      .superRefine((value, ctx) => {
        const problem = Number.isFinite(value) ? amountProblem(value, message, tooLarge) : null;
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
      }),
  );

/** An optional id picked in a form: blank or absent is null. */
const optionalIdField = (message: string) =>
  z.preprocess((value) => (isBlank(value) ? null : value), idField(message).nullable());

const paymentMethodField = z.enum(PAYMENT_METHODS, { message: PAYMENT_MESSAGES.methodRequired });

/**
 * The `Idempotency-Key` header of create and refund (1..255 visible ASCII). A repeat with the same key
 * and body answers the first answer; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export const idempotencyKeySchema = z
  .string()
  .min(1, PAYMENT_MESSAGES.idempotencyKey)
  .max(PAYMENT_LIMITS.idempotencyKeyMax, PAYMENT_MESSAGES.idempotencyKey)
  .regex(/^[\x21-\x7E]+$/, PAYMENT_MESSAGES.idempotencyKey);
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** Client rule of the payment form: a client is required unless the payment is for an appointment (which brings its own). */
export function checkPaymentRules(payment: { appointment_id?: unknown; client_id?: unknown }, ctx: z.RefinementCtx): void {
  if (isBlank(payment.appointment_id) && isBlank(payment.client_id)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['client_id'], message: PAYMENT_MESSAGES.clientRequired });
  }
}

export const paymentCreateFieldsSchema = z.object({
  appointment_id: optionalIdField('appointment_id must be a valid id'),
  client_id: optionalIdField(PAYMENT_MESSAGES.clientRequired),
  amount: positiveAmount(PAYMENT_MESSAGES.amountRequired, PAYMENT_MESSAGES.amountTooLarge),
  payment_method: paymentMethodField,
  /** completed: money taken at the desk (DECISIONS §6); pending: to be processed later. */
  payment_status: z.enum(PAYMENT_CREATE_STATUSES, { message: 'payment_status must be completed or pending' }).default('completed'),
  transaction_reference: optionalText(PAYMENT_LIMITS.referenceMax, 'Transaction reference'),
  notes: optionalText(PAYMENT_LIMITS.notesMax, 'Notes', 'free'),
  send_receipt: z.boolean({ invalid_type_error: 'send_receipt must be true or false' }).default(false),
});
export const paymentCreateSchema = paymentCreateFieldsSchema.superRefine(checkPaymentRules);
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

/** PUT changes only what it names; amount and method only while the payment is pending. A blank reference or note clears it. */
export const paymentUpdateSchema = z.object({
  payment_method: paymentMethodField.optional(),
  amount: positiveAmount(PAYMENT_MESSAGES.amountRequired, PAYMENT_MESSAGES.amountTooLarge).optional(),
  transaction_reference: optionalText(PAYMENT_LIMITS.referenceMax, 'Transaction reference').optional(),
  notes: optionalText(PAYMENT_LIMITS.notesMax, 'Notes', 'free').optional(),
});
export type PaymentUpdate = z.infer<typeof paymentUpdateSchema>;

export const paymentProcessSchema = z
  .object({
    outcome: z.enum(PROCESS_OUTCOMES, { message: 'outcome must be completed or failed' }).default('completed'),
  })
  .default({});
export type PaymentProcess = z.infer<typeof paymentProcessSchema>;

export const paymentRefundSchema = z.object({
  amount: positiveAmount(PAYMENT_MESSAGES.refundAmount, PAYMENT_MESSAGES.refundTooLarge),
  reason: requiredFreeText(PAYMENT_MESSAGES.refundReason, PAYMENT_LIMITS.reasonMax, PAYMENT_MESSAGES.reasonTooLong),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const paymentVoidSchema = z.object({
  reason: requiredFreeText(PAYMENT_MESSAGES.voidReason, PAYMENT_LIMITS.reasonMax, PAYMENT_MESSAGES.reasonTooLong),
});
export type PaymentVoid = z.infer<typeof paymentVoidSchema>;

export const paymentSchema = z.object({
  payment_id: idSchema,
  client_id: idSchema.nullable(),
  client: z
    .object({ first_name: z.string(), last_name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  appointment_id: idSchema.nullable(),
  appointment: z
    .object({ appointment_date: z.string(), start_time: z.string(), service_name: z.string(), employee_name: z.string() })
    .nullable(),
  /** Always positive; a refund's amount is shown negative by the web. */
  amount: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  transaction_type: z.enum(TRANSACTION_TYPES),
  payment_date: z.string(),
  transaction_reference: z.string().nullable(),
  notes: z.string().nullable(),
  /** A refund's payment; null for payments. */
  original_payment_id: idSchema.nullable(),
  /** A payment's refunds so far; 0 for refunds. */
  refunded_amount: z.number(),
  /** amount − refunded while completed or partially_refunded, else 0. */
  refundable_amount: z.number(),
  /** The refund's or the void's reason. */
  reason: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentDetailSchema = paymentSchema.extend({ refunds: z.array(paymentSchema) });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentCreatedSchema = paymentSchema.extend({ receipt_sent: z.boolean() });
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

export const paymentRefundResultSchema = z.object({ payment: paymentDetailSchema, refund: paymentSchema });
export type PaymentRefundResult = z.infer<typeof paymentRefundResultSchema>;

export const PAYMENT_SORTABLE = ['payment_date', 'amount', 'client_name', 'payment_method', 'payment_status', 'transaction_type'] as const;
export type PaymentSortBy = (typeof PAYMENT_SORTABLE)[number];

export const paymentListQuerySchema = z
  .object({
    limit: limitSchema.default(PAYMENTS_PAGE_SIZE),
    offset: offsetSchema.default(0),
    sort_by: z.enum(PAYMENT_SORTABLE, { message: `sort_by must be one of: ${PAYMENT_SORTABLE.join(', ')}` }).default('payment_date'),
    sort_order: sortOrderSchema.default('DESC'),
    /** Client full name, reference (contains) or an amount ("45", "45.5", "$45.50"). */
    search: searchText().optional(),
    client_id: optionalIdQuery('client_id'),
    appointment_id: optionalIdQuery('appointment_id'),
    payment_status: z.enum(PAYMENT_STATUSES, { message: `payment_status must be one of: ${PAYMENT_STATUSES.join(', ')}` }).optional(),
    payment_method: z.enum(PAYMENT_METHODS, { message: `payment_method must be one of: ${PAYMENT_METHODS.join(', ')}` }).optional(),
    transaction_type: z.enum(TRANSACTION_TYPES, { message: 'transaction_type must be payment or refund' }).optional(),
    /** Salon days, inclusive. */
    date_from: dateSchema.optional(),
    date_to: dateSchema.optional(),
    /** From the salon's today; overrides date_from and date_to. */
    date_range: z.enum(PAYMENT_DATE_RANGES, { message: `date_range must be one of: ${PAYMENT_DATE_RANGES.join(', ')}` }).optional(),
  })
  .refine((value) => !value.date_from || !value.date_to || value.date_from <= value.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from'],
  });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentListSchema = z.object({ items: z.array(paymentSchema), total_count: z.number().int().nonnegative() });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** The parsed text of an amount search ("45", "45.5", "$45.50"), in cents; null when the search is not an amount. */
export function searchAmountCents(search: string): number | null {
  const match = /^\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(search.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const methodTotalsSchema = z.object({
  payment_method: z.enum(PAYMENT_METHODS),
  count: z.number().int().nonnegative(),
  amount: z.number(),
  refund_amount: z.number(),
  net_amount: z.number(),
});

const moneyTotals = {
  payment_count: z.number().int().nonnegative(),
  gross_amount: z.number(),
  refund_count: z.number().int().nonnegative(),
  refund_amount: z.number(),
  net_amount: z.number(),
  by_method: z.array(methodTotalsSchema),
};

/**
 * Money counted: payments whose money was taken (MONEY_TAKEN_STATUSES) on their payment_date's salon day,
 * refunds on their own day. Pending, failed and voided payments appear only in the summary's by_status.
 */
export const dailySummarySchema = z.object({ date: z.string(), ...moneyTotals });
export type DailySummary = z.infer<typeof dailySummarySchema>;

export const paymentSummaryQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine((value) => value.from <= value.to, { message: 'from must not be after to', path: ['from'] })
  .refine((value) => value.from > value.to || daysBetween(value.from, value.to) < PAYMENT_LIMITS.summaryDaysMax, {
    message: `The range can cover at most ${PAYMENT_LIMITS.summaryDaysMax} days`,
    path: ['to'],
  });
export type PaymentSummaryQuery = z.infer<typeof paymentSummaryQuerySchema>;

export const paymentSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  ...moneyTotals,
  by_type: z.array(z.object({ transaction_type: z.enum(TRANSACTION_TYPES), count: z.number().int().nonnegative(), amount: z.number() })),
  by_status: z.array(z.object({ payment_status: z.enum(PAYMENT_STATUSES), count: z.number().int().nonnegative(), amount: z.number() })),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** "R-" and the payment id zero-padded to 6. */
export const receiptIdOf = (paymentId: number): string => `R-${String(paymentId).padStart(6, '0')}`;

export const receiptSchema = z.object({
  receipt_id: z.string(),
  payment_id: idSchema,
  salon: z.object({ name: z.string(), address_lines: z.array(z.string()), phone: z.string().nullable(), email: z.string().nullable() }),
  /** "Guest" without a client. */
  client: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  payment: z.object({
    amount: z.number(),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_status: z.enum(PAYMENT_STATUSES),
    payment_date: z.string(),
    transaction_reference: z.string().nullable(),
  }),
  /** The appointment's service and its extra services; empty without an appointment. */
  services: z.array(z.object({ name: z.string(), price: z.number() })),
  subtotal: z.number(),
  tax_amount: z.number(),
  discount_amount: z.number(),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  notes: z.string().nullable(),
  generated_at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const RECEIPT_CHANNELS = ['email', 'sms'] as const;
export const receiptSentSchema = z.object({ channel: z.enum(RECEIPT_CHANNELS), recipient: z.string() });
export type ReceiptSent = z.infer<typeof receiptSentSchema>;

/**
 * owed = max(0, total_price − (paid − refunded)); paid counts payments whose money was taken, the
 * deposit taken at booking among them (deposit_amount says how much of paid it was).
 */
export const appointmentBalanceSchema = z.object({
  appointment_id: idSchema,
  client_id: idSchema.nullable(),
  total_price: z.number(),
  deposit_amount: z.number(),
  paid_amount: z.number(),
  refunded_amount: z.number(),
  owed_amount: z.number(),
  payments: z.array(paymentSchema),
});
export type AppointmentBalance = z.infer<typeof appointmentBalanceSchema>;

export const clientPaymentSummarySchema = z.object({
  client_id: idSchema,
  /** Payments whose money was taken. */
  total_payments: z.number().int().nonnegative(),
  /** Net of refunds. */
  total_amount: z.number(),
  total_refunded: z.number(),
  average_payment: z.number(),
  last_payment_date: z.string().nullable(),
  /** Σ owed over the client's completed, in_progress and no_show appointments. */
  outstanding_balance: z.number(),
});
export type ClientPaymentSummary = z.infer<typeof clientPaymentSummarySchema>;
