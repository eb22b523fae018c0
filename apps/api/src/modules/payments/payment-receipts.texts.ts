import { PAYMENT_METHOD_LABELS, type Receipt } from '@salon/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 24, 2026, 2:05 PM" on the salon's clock. */
function when(iso: string, timeZone: string): string {
  let format = whenFormats.get(timeZone);
  if (!format) whenFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })));
  return format.format(new Date(iso));
}

/** The e-mail of a receipt: every line of it, then the salon's details to reach it. */
export function receiptEmail(receipt: Receipt, firstName: string, timeZone: string): { subject: string; body: string } {
  const lines = [
    `Hello ${firstName},`,
    '',
    `thank you for your visit. Here is your receipt ${receipt.receipt_id}.`,
    '',
    `Date: ${when(receipt.payment.payment_date, timeZone)}`,
    ...receipt.services.map((service) => `${service.name}: ${money.format(service.price)}`),
    `Total: ${money.format(receipt.total)}`,
    `Paid: ${money.format(receipt.paid)} by ${PAYMENT_METHOD_LABELS[receipt.payment.payment_method]}`,
    ...(receipt.refunded > 0 ? [`Refunded: ${money.format(receipt.refunded)}`] : []),
    ...(receipt.payment.transaction_reference ? [`Reference: ${receipt.payment.transaction_reference}`] : []),
    '',
    receipt.salon.name,
    ...receipt.salon.address_lines,
    ...(receipt.salon.phone ? [receipt.salon.phone] : []),
  ];
  return { subject: `Your receipt from ${receipt.salon.name}`, body: `${lines.join('\n')}\n` };
}

/** The SMS of a receipt: one short line. */
export function receiptSms(receipt: Receipt, timeZone: string): string {
  const method = PAYMENT_METHOD_LABELS[receipt.payment.payment_method];
  return `${receipt.salon.name}: receipt ${receipt.receipt_id}, ${money.format(receipt.paid)} paid by ${method} on ${when(receipt.payment.payment_date, timeZone)}. Thank you!`;
}
