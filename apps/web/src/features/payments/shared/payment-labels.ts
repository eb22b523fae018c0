import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, TRANSACTION_TYPE_LABELS, type PaymentMethod, type PaymentStatus, type TransactionType } from '@salon/contracts';

// The words the screens use for the API's values, from the contracts so every screen says the same.

export const paymentMethodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];
export const paymentStatusLabel = (status: PaymentStatus) => PAYMENT_STATUS_LABELS[status];
export const transactionTypeLabel = (type: TransactionType) => TRANSACTION_TYPE_LABELS[type];

/** Green for money kept, yellow for waiting, orange for money given back, red for failed, grey for voided. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
  refunded: 'orange',
  partially_refunded: 'orange',
  voided: 'gray',
};

/** "Guest" for a payment taken without a client (the receipt says the same). */
export function payerName(client: { first_name: string; last_name: string } | null): string {
  return client ? `${client.first_name} ${client.last_name}` : 'Guest';
}
