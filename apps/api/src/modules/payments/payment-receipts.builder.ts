import { fromCents, MONEY_TAKEN_STATUSES, receiptIdOf, type Payment, type Receipt } from '@salon/contracts';

/** The salons row's details a receipt prints. */
export type ReceiptSalon = {
  name: string;
  phone: string | null;
  email: string | null;
  address_street: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zip_code: string | null;
  time_zone: string;
};

/** Everything a receipt is built from; money in integer cents. */
export type ReceiptFacts = {
  payment_id: number;
  transaction_type: Payment['transaction_type'];
  payment_method: Payment['payment_method'];
  payment_status: Payment['payment_status'];
  payment_date: string;
  transaction_reference: string | null;
  notes: string | null;
  amount_cents: number;
  /** A payment's refunds so far; a refund row counts its own amount. */
  refunded_cents: number;
  client: { first_name: string; last_name: string; email: string | null; phone: string | null } | null;
  salon: ReceiptSalon;
  services: { name: string; price_cents: number }[];
};

const isBlank = (text: string | null) => text === null || text.trim() === '';

/** "12 Elm Street" and "Springfield, IL 62701", leaving out what the salon has not filled in. */
export function addressLines(salon: ReceiptSalon): string[] {
  const cityState = [salon.address_city, salon.address_state].filter((part) => !isBlank(part)).join(', ');
  const lastLine = [cityState, salon.address_zip_code ?? ''].filter((part) => part.trim() !== '').join(' ');
  return [salon.address_street ?? '', lastLine].map((line) => line.trim()).filter((line) => line !== '');
}

const moneyTaken = (status: Payment['payment_status']) => (MONEY_TAKEN_STATUSES as readonly string[]).includes(status);

/**
 * The receipt of a payment: the visit's services make the subtotal (the payment's amount when it
 * is not for an appointment); `paid` is what this payment took (0 while pending, failed or voided),
 * `refunded` what has been given back of it. No tax or discount is charged.
 */
export function buildReceipt(facts: ReceiptFacts, generatedAt: Date): Receipt {
  const isRefund = facts.transaction_type === 'refund';
  const servicesCents = facts.services.reduce((sum, service) => sum + service.price_cents, 0);
  const subtotalCents = facts.services.length > 0 ? servicesCents : facts.amount_cents;
  const paidCents = !isRefund && moneyTaken(facts.payment_status) ? facts.amount_cents : 0;
  return {
    receipt_id: receiptIdOf(facts.payment_id),
    payment_id: facts.payment_id,
    salon: { name: facts.salon.name, address_lines: addressLines(facts.salon), phone: facts.salon.phone, email: facts.salon.email },
    client: facts.client
      ? { name: `${facts.client.first_name} ${facts.client.last_name}`, email: facts.client.email, phone: facts.client.phone }
      : { name: 'Guest', email: null, phone: null },
    payment: {
      amount: fromCents(facts.amount_cents),
      payment_method: facts.payment_method,
      payment_status: facts.payment_status,
      payment_date: facts.payment_date,
      transaction_reference: facts.transaction_reference,
    },
    services: facts.services.map((service) => ({ name: service.name, price: fromCents(service.price_cents) })),
    subtotal: fromCents(subtotalCents),
    tax_amount: 0,
    discount_amount: 0,
    total: fromCents(subtotalCents),
    paid: fromCents(paidCents),
    refunded: fromCents(isRefund ? facts.amount_cents : facts.refunded_cents),
    notes: facts.notes,
    generated_at: generatedAt.toISOString(),
  };
}
