import { can, MONEY_TAKEN_STATUSES, type Payment, type SessionUser } from '@salon/contracts';

// Which actions a payment's page offers: the API's rules (surface "Payments") and the user's permissions
// (DECISIONS §4: the web hides what the user may not do).

export type PaymentActionRights = { edit: boolean; refund: boolean; void: boolean; process: boolean; sendReceipt: boolean };

const isPayment = (payment: Payment) => payment.transaction_type === 'payment';

/** Something is left to give back: a completed or partly refunded payment with a refundable amount. */
export const isRefundable = (payment: Payment) =>
  isPayment(payment) && (payment.payment_status === 'completed' || payment.payment_status === 'partially_refunded') && payment.refundable_amount > 0;

/** Pending, or completed with no refund. */
export const isVoidable = (payment: Payment) =>
  isPayment(payment) && (payment.payment_status === 'pending' || (payment.payment_status === 'completed' && payment.refunded_amount === 0));

/** A receipt is for money taken (a completed payment, refunded since or not); pending, failed and voided ones took none, refunds show on their payment's. */
export const hasReceipt = (payment: Payment) => isPayment(payment) && (MONEY_TAKEN_STATUSES as readonly string[]).includes(payment.payment_status);

export const isProcessable = (payment: Payment) => isPayment(payment) && payment.payment_status === 'pending';

/** A payment's reference and notes can be corrected until it is voided (its amount and method only while pending). */
export const isEditable = (payment: Payment) => isPayment(payment) && payment.payment_status !== 'voided';

export function paymentActionRights(user: SessionUser | null | undefined, payment: Payment): PaymentActionRights {
  return {
    edit: can(user, 'payments:update') && isEditable(payment),
    refund: can(user, 'payments:refund') && isRefundable(payment),
    void: can(user, 'payments:void') && isVoidable(payment),
    process: can(user, 'payments:update') && isProcessable(payment),
    sendReceipt: can(user, 'payments:create') && hasReceipt(payment),
  };
}
