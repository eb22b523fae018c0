import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { requires } from '../common/access';
import { errorEnvelopeSchema, successEnvelope } from '../common/envelope';
import { dateSchema, idSchema } from '../common/primitives';
import {
  appointmentBalanceSchema,
  clientPaymentSummarySchema,
  dailySummarySchema,
  idempotencyHeadersSchema,
  paymentCreatedSchema,
  paymentCreateSchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentProcessSchema,
  paymentRefundResultSchema,
  paymentRefundSchema,
  paymentSchema,
  paymentSummaryQuerySchema,
  paymentSummarySchema,
  paymentUpdateSchema,
  paymentVoidSchema,
  receiptSchema,
  receiptSentSchema,
} from './payments.schemas';

const c = initContract();
const idParams = z.object({ id: idSchema });

/** Payments (spec part 2 §7, DECISIONS §6): list, detail, take, edit, process, refund, void, summaries. */
export const paymentsContract = c.router({
  list: {
    method: 'GET',
    path: '/payments',
    query: paymentListQuerySchema,
    responses: { 200: successEnvelope(paymentListSchema) },
    summary: 'List payments and refunds: filter by client, appointment, status, method, type and salon days; search client name, reference or amount',
    metadata: requires('payments:read'),
  },
  dailySummary: {
    method: 'GET',
    path: '/payments/daily-summary/:date',
    pathParams: z.object({ date: dateSchema }),
    responses: { 200: successEnvelope(dailySummarySchema) },
    summary: 'Money taken, refunded and net on one salon day, by method',
    metadata: requires('payments:read'),
  },
  summary: {
    method: 'GET',
    path: '/payments/summary',
    query: paymentSummaryQuerySchema,
    responses: { 200: successEnvelope(paymentSummarySchema) },
    summary: 'Money taken, refunded and net over salon days from..to (at most 366), by method, type and status',
    metadata: requires('payments:read'),
  },
  get: {
    method: 'GET',
    path: '/payments/:id',
    pathParams: idParams,
    responses: { 200: successEnvelope(paymentDetailSchema) },
    summary: 'Get one payment or refund, with a payment\'s refunds',
    metadata: requires('payments:read'),
  },
  create: {
    method: 'POST',
    path: '/payments',
    headers: idempotencyHeadersSchema,
    body: paymentCreateSchema,
    responses: { 201: successEnvelope(paymentCreatedSchema), 422: errorEnvelopeSchema },
    summary: 'Take a payment (completed) or record one to process later (pending); an appointment\'s payment takes its client; honours Idempotency-Key',
    metadata: requires('payments:create'),
  },
  update: {
    method: 'PUT',
    path: '/payments/:id',
    pathParams: idParams,
    body: paymentUpdateSchema,
    responses: { 200: successEnvelope(paymentSchema) },
    summary: 'Edit a payment\'s reference and notes; its amount and method only while pending',
    metadata: requires('payments:update'),
  },
  process: {
    method: 'POST',
    path: '/payments/:id/process',
    pathParams: idParams,
    body: paymentProcessSchema,
    responses: { 200: successEnvelope(paymentSchema) },
    summary: 'Process a pending payment: completed (the default) or failed',
    metadata: requires('payments:update'),
  },
  refund: {
    method: 'POST',
    path: '/payments/:id/refund',
    pathParams: idParams,
    headers: idempotencyHeadersSchema,
    body: paymentRefundSchema,
    responses: { 201: successEnvelope(paymentRefundResultSchema), 422: errorEnvelopeSchema },
    summary: 'Refund part or all of what remains of a completed payment, as a refund record; honours Idempotency-Key',
    metadata: requires('payments:refund'),
  },
  void: {
    method: 'PUT',
    path: '/payments/:id/void',
    pathParams: idParams,
    body: paymentVoidSchema,
    responses: { 200: successEnvelope(paymentSchema) },
    summary: 'Void a pending payment, or a completed one with no refund',
    metadata: requires('payments:void'),
  },
});

/** A payment's receipt, built from the salon, the client, the appointment's services and the payment. */
export const paymentReceiptsContract = c.router({
  receipt: {
    method: 'GET',
    path: '/payments/:id/receipt',
    pathParams: idParams,
    responses: { 200: successEnvelope(receiptSchema) },
    summary: 'A payment\'s receipt',
    metadata: requires('payments:read'),
  },
  sendReceipt: {
    method: 'POST',
    path: '/payments/:id/receipt/send',
    pathParams: idParams,
    // Nothing to send; an empty object or no body at all.
    body: z.object({}).optional(),
    responses: { 200: successEnvelope(receiptSentSchema) },
    summary: 'Send a payment\'s receipt to its client: e-mail if they have one, else SMS',
    metadata: requires('payments:create'),
  },
});

/** What an appointment and a client have paid, refunded and still owe. */
export const paymentBalancesContract = c.router({
  appointmentBalance: {
    method: 'GET',
    path: '/payments/appointments/:appointmentId/balance',
    pathParams: z.object({ appointmentId: idSchema }),
    responses: { 200: successEnvelope(appointmentBalanceSchema) },
    summary: 'An appointment\'s price, deposit, paid, refunded and owed, with its payments',
    metadata: requires('payments:read'),
  },
  clientSummary: {
    method: 'GET',
    path: '/payments/clients/:clientId/summary',
    pathParams: z.object({ clientId: idSchema }),
    responses: { 200: successEnvelope(clientPaymentSummarySchema) },
    summary: 'A client\'s payments: count, net total, refunded, average, last date and what their appointments still owe',
    metadata: requires('payments:read'),
  },
});
