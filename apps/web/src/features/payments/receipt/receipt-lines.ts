import type { Receipt } from '@salon/contracts';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { formatMoney } from '../../../lib/format/format-money';
import { paymentMethodLabel, paymentStatusLabel } from '../shared/payment-labels';

// What a receipt says, line by line: the screen and the PDF both draw these, so they never differ.

export type ReceiptLine = { label: string; value: string; strong?: boolean };

/** Who paid, when, how, and the reference, leaving out what the receipt does not have. */
export function receiptFacts(receipt: Receipt): ReceiptLine[] {
  const { client, payment } = receipt;
  const lines: (ReceiptLine | null)[] = [
    { label: 'Date', value: formatDateTime(payment.payment_date) },
    { label: 'Client', value: client.name },
    client.email ? { label: 'Email', value: client.email } : null,
    client.phone ? { label: 'Phone', value: client.phone } : null,
    { label: 'Payment method', value: paymentMethodLabel(payment.payment_method) },
    { label: 'Status', value: paymentStatusLabel(payment.payment_status) },
    payment.transaction_reference ? { label: 'Reference', value: payment.transaction_reference } : null,
  ];
  return lines.filter((line): line is ReceiptLine => line !== null);
}

export type ServiceRow = { name: string; price: number | null };

/** The appointment's services with their prices; a payment without an appointment says so in one row. */
export function serviceRows(receipt: Receipt): ServiceRow[] {
  return receipt.services.length > 0 ? receipt.services : [{ name: 'No appointment services', price: null }];
}

/** Subtotal down to what was refunded; the total is the line that stands out. */
export function receiptTotals(receipt: Receipt): ReceiptLine[] {
  return [
    { label: 'Subtotal', value: formatMoney(receipt.subtotal) },
    { label: 'Tax', value: formatMoney(receipt.tax_amount) },
    { label: 'Discount', value: formatMoney(receipt.discount_amount) },
    { label: 'Total', value: formatMoney(receipt.total), strong: true },
    { label: 'Paid', value: formatMoney(receipt.paid) },
    { label: 'Refunded', value: formatMoney(receipt.refunded) },
  ];
}

/** "Generated Nov 24, 2026, 9:00 AM" on the salon's clock. */
export const generatedLine = (receipt: Receipt) => `Generated ${formatDateTime(receipt.generated_at)}`;
