import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MONEY_TAKEN_STATUSES, PAYMENT_MESSAGES, toCents, type Payment, type Receipt, type ReceiptSent } from '@salon/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppointmentChargesQuery } from '../appointments';
import { OutboxService } from '../outbox';
import { buildReceipt } from './payment-receipts.builder';
import { PaymentReceiptsRepository } from './payment-receipts.repository';
import { receiptEmail, receiptSms } from './payment-receipts.texts';
import { PaymentsQuery } from './payments.query';

const NO_CONTACT_MESSAGE = 'This client has no e-mail address or phone number';
const NOT_TAKEN_MESSAGE = 'A receipt can only be sent for a completed payment';

/**
 * A receipt is sent only for money taken: a payment that is completed (or refunded since, which
 * the receipt shows). Pending, failed and voided payments took nothing; a refund is shown on its payment's receipt.
 */
const tookMoney = (payment: Payment) =>
  payment.transaction_type === 'payment' && (MONEY_TAKEN_STATUSES as readonly string[]).includes(payment.payment_status);
const notFound = () => new DomainError('NOT_FOUND', PAYMENT_MESSAGES.notFound);

type BuiltReceipt = { receipt: Receipt; payment: Payment; timeZone: string };

const present = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

/**
 * Receipts of payments: built from the salons row, the client (or Guest), the appointment's
 * services and the payment; sent through the outbox (DECISIONS §9) by e-mail, else by SMS.
 */
@Injectable()
export class PaymentReceiptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsQuery,
    private readonly charges: AppointmentChargesQuery,
    private readonly repository: PaymentReceiptsRepository,
    private readonly outbox: OutboxService,
  ) {}

  async receipt(paymentId: number): Promise<Receipt> {
    const built = await this.build(this.dataSource.manager, paymentId);
    if (!built) throw notFound();
    return built.receipt;
  }

  /**
   * Sends the receipt to the payment's client now; 409 INVALID_TRANSITION when no money was taken,
   * 409 NO_CONTACT when there is no way to reach them (a Guest included).
   */
  async send(paymentId: number): Promise<ReceiptSent> {
    return this.dataSource.transaction(async (manager) => {
      const built = await this.build(manager, paymentId);
      if (!built) throw notFound();
      if (!tookMoney(built.payment)) throw new DomainError('INVALID_TRANSITION', NOT_TAKEN_MESSAGE);
      const sent = await this.enqueue(manager, built);
      if (!sent) throw new DomainError('NO_CONTACT', NO_CONTACT_MESSAGE);
      return sent;
    });
  }

  /**
   * Writes the payment's receipt to the outbox inside the caller's transaction (a payment taken
   * with "send receipt"); false when no money was taken yet (pending) or the client cannot be
   * reached, neither of which stops the payment.
   */
  async enqueueReceipt(manager: EntityManager, paymentId: number): Promise<boolean> {
    const built = await this.build(manager, paymentId);
    return built !== null && tookMoney(built.payment) && (await this.enqueue(manager, built)) !== null;
  }

  private async build(manager: EntityManager, paymentId: number): Promise<BuiltReceipt | null> {
    const payment = await this.payments.byId(paymentId, manager);
    if (!payment) return null;
    const salon = await this.repository.salon(manager);
    const services = payment.appointment_id === null ? [] : await this.charges.services(payment.appointment_id, manager);
    const receipt = buildReceipt(
      {
        payment_id: payment.payment_id,
        transaction_type: payment.transaction_type,
        payment_method: payment.payment_method,
        payment_status: payment.payment_status,
        payment_date: payment.payment_date,
        transaction_reference: payment.transaction_reference,
        notes: payment.notes,
        amount_cents: toCents(payment.amount),
        refunded_cents: toCents(payment.refunded_amount),
        client: payment.client,
        salon,
        services,
      },
      new Date(),
    );
    return { receipt, payment, timeZone: salon.time_zone };
  }

  /** E-mail if the client has an address, else SMS if a phone; null when neither. */
  private async enqueue(manager: EntityManager, { receipt, payment, timeZone }: BuiltReceipt): Promise<ReceiptSent | null> {
    const email = present(payment.client?.email);
    const phone = present(payment.client?.phone);
    if (payment.client && email) {
      const { subject, body } = receiptEmail(receipt, payment.client.first_name, timeZone);
      await this.outbox.enqueue(manager, { channel: 'email', recipient: email, subject, body });
      return { channel: 'email', recipient: email };
    }
    if (phone) {
      await this.outbox.enqueue(manager, { channel: 'sms', recipient: phone, body: receiptSms(receipt, timeZone) });
      return { channel: 'sms', recipient: phone };
    }
    return null;
  }
}
