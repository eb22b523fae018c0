import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPOINTMENT_STATUS,
  MESSAGES,
  PAYMENT_MESSAGES,
  toCents,
  type Payment,
  type PaymentCreate,
  type PaymentCreated,
  type PaymentDetail,
  type PaymentProcess,
  type PaymentRefund,
  type PaymentRefundResult,
  type PaymentUpdate,
  type PaymentVoid,
} from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { retryingTransaction } from '../../common/database/retrying-transaction';
import { DomainError } from '../../common/errors/domain-error';
import { oncePerKey, type StoredAnswer } from '../../common/idempotency/idempotency';
import { TenantContext } from '../../common/tenant/tenant-context';
import { PaymentReceiptsService } from './payment-receipts.service';
import { PaymentsQuery } from './payments.query';
import { PaymentsRepository, type LockedPayment } from './payments.repository';

const notFound = () => new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);
const fieldError = (field: string, message: string) => new DomainError('VALIDATION_FAILED', MESSAGES.validationFailed, { fieldErrors: { [field]: [message] } });
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Payments' rules (DECISIONS §6): take (completed) or record (pending) a payment, edit it,
 * process a pending one, refund, void. Every change locks the payment's row and writes in one
 * transaction; amounts are compared and added in integer cents.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
    private readonly repository: PaymentsRepository,
    private readonly query: PaymentsQuery,
    private readonly receipts: PaymentReceiptsService,
  ) {}

  async get(paymentId: number): Promise<PaymentDetail> {
    return (await this.query.detail(paymentId)) ?? Promise.reject(notFound());
  }

  /** An appointment's payment takes the appointment's client; a cancelled appointment cannot be paid. */
  async create(actor: AuthUser, input: PaymentCreate, idempotencyKey?: string): Promise<StoredAnswer<PaymentCreated>> {
    return retryingTransaction(this.dataSource, (manager) =>
      oncePerKey(manager, { salonId: this.tenant.salonId(), key: idempotencyKey, operation: 'payments.create', request: input }, async () => {
        const clientId = await this.payer(manager, input);
        const paymentId = await this.repository.insert(manager, {
          client_id: clientId,
          appointment_id: input.appointment_id,
          amount_cents: toCents(input.amount),
          payment_method: input.payment_method,
          payment_status: input.payment_status,
          transaction_type: 'payment',
          transaction_reference: input.transaction_reference,
          notes: input.notes,
          original_payment_id: null,
          reason: null,
          created_by: actor.id,
        });
        // The receipt goes to the outbox in this transaction: no payment without its receipt, no receipt without its payment.
        const receiptSent = input.send_receipt && (await this.receipts.enqueueReceipt(manager, paymentId));
        return { status: 201, body: { ...(await this.paymentIn(manager, paymentId)), receipt_sent: receiptSent } };
      }),
    );
  }

  async update(paymentId: number, input: PaymentUpdate): Promise<Payment> {
    return retryingTransaction(this.dataSource, async (manager) => {
      const payment = await this.locked(manager, paymentId);
      const changesMoney =
        (input.amount !== undefined && toCents(input.amount) !== payment.amount_cents) ||
        (input.payment_method !== undefined && input.payment_method !== payment.payment_method);
      if (changesMoney && payment.payment_status !== 'pending') {
        throw new DomainError('INVALID_TRANSITION', `The amount and method can be changed only while the payment is pending; this one is ${payment.payment_status}`);
      }
      await this.repository.update(manager, paymentId, {
        payment_method: input.payment_method,
        amount_cents: input.amount === undefined ? undefined : toCents(input.amount),
        transaction_reference: input.transaction_reference,
        notes: input.notes,
      });
      return this.paymentIn(manager, paymentId);
    });
  }

  /** A pending payment becomes completed (its money taken now) or failed. */
  async process(paymentId: number, input: PaymentProcess): Promise<Payment> {
    return retryingTransaction(this.dataSource, async (manager) => {
      const payment = await this.locked(manager, paymentId);
      if (payment.transaction_type !== 'payment' || payment.payment_status !== 'pending') {
        throw new DomainError('INVALID_TRANSITION', `Only a pending payment can be processed; this one is ${payment.payment_status}`);
      }
      await this.repository.update(manager, paymentId, { payment_status: input.outcome }, { takenNow: input.outcome === 'completed' });
      return this.paymentIn(manager, paymentId);
    });
  }

  /**
   * Refunds part or all of what remains, under the payment's row lock: concurrent refunds take
   * turns, each sees the sum the others left, and none passes the amount (the table's CHECK
   * refuses it too). The refund is a row of its own; the payment becomes partially_refunded or refunded.
   */
  async refund(actor: AuthUser, paymentId: number, input: PaymentRefund, idempotencyKey?: string): Promise<StoredAnswer<PaymentRefundResult>> {
    return retryingTransaction(this.dataSource, (manager) =>
      oncePerKey(manager, { salonId: this.tenant.salonId(), key: idempotencyKey, operation: `payments.refund:${paymentId}`, request: input }, async () => {
        const payment = await this.locked(manager, paymentId);
        if (payment.transaction_type !== 'payment') throw new DomainError('INVALID_TRANSITION', 'A refund cannot be refunded');
        if (payment.payment_status === 'refunded') throw new DomainError('ALREADY_REFUNDED', PAYMENT_MESSAGES.alreadyRefunded);
        if (payment.payment_status !== 'completed' && payment.payment_status !== 'partially_refunded') {
          throw new DomainError('INVALID_TRANSITION', `Only a completed payment can be refunded; this one is ${payment.payment_status}`);
        }
        const refundCents = toCents(input.amount);
        const remainingCents = payment.amount_cents - payment.refunded_cents;
        if (refundCents > remainingCents) {
          const message = `Refund cannot exceed ${dollars(remainingCents)} still refundable`;
          throw new DomainError('REFUND_EXCEEDS_BALANCE', message, { fieldErrors: { amount: [message] } });
        }
        const refundId = await this.repository.insert(manager, {
          client_id: payment.client_id,
          appointment_id: payment.appointment_id,
          amount_cents: refundCents,
          payment_method: payment.payment_method,
          payment_status: 'completed',
          transaction_type: 'refund',
          transaction_reference: null,
          notes: null,
          original_payment_id: paymentId,
          reason: input.reason,
          created_by: actor.id,
        });
        await this.repository.addRefund(manager, paymentId, refundCents);
        const detail = await this.query.detail(paymentId, manager);
        return { status: 201, body: { payment: detail!, refund: await this.paymentIn(manager, refundId) } };
      }),
    );
  }

  /** Voids a pending payment, or a completed one nothing was refunded of. */
  async void(paymentId: number, input: PaymentVoid): Promise<Payment> {
    return retryingTransaction(this.dataSource, async (manager) => {
      const payment = await this.locked(manager, paymentId);
      const voidable =
        payment.transaction_type === 'payment' &&
        (payment.payment_status === 'pending' || (payment.payment_status === 'completed' && payment.refunded_cents === 0));
      if (!voidable) throw new DomainError('INVALID_TRANSITION', 'Only a pending payment, or a completed one with no refund, can be voided');
      await this.repository.update(manager, paymentId, { payment_status: 'voided', reason: input.reason }, { voided: true });
      return this.paymentIn(manager, paymentId);
    });
  }

  /** Whose payment it is: the appointment's client, or the client chosen. */
  private async payer(manager: EntityManager, input: PaymentCreate): Promise<number> {
    if (input.appointment_id !== null) {
      const appointment = await this.repository.appointmentToPay(manager, input.appointment_id);
      if (!appointment) throw new DomainError('NOT_FOUND', 'Appointment not found');
      // A cancelled appointment is paid only for its late-cancellation fee.
      if (appointment.status === APPOINTMENT_STATUS.cancelled && !appointment.owes_fee) throw new DomainError('APPOINTMENT_NOT_BILLABLE', 'A cancelled appointment cannot be paid');
      if (input.client_id !== null && input.client_id !== appointment.client_id) throw fieldError('client_id', PAYMENT_MESSAGES.clientMismatch);
      return appointment.client_id;
    }
    if (input.client_id === null) throw fieldError('client_id', PAYMENT_MESSAGES.clientRequired);
    if (!(await this.repository.clientExists(manager, input.client_id))) throw fieldError('client_id', 'Client not found');
    return input.client_id;
  }

  private async locked(manager: EntityManager, paymentId: number): Promise<LockedPayment> {
    return (await this.repository.lock(manager, paymentId)) ?? Promise.reject(notFound());
  }

  private async paymentIn(manager: EntityManager, paymentId: number): Promise<Payment> {
    return (await this.query.byId(paymentId, manager)) ?? Promise.reject(notFound());
  }
}
