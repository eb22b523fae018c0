import { describe, expect, it } from 'vitest';
import { addressLines, buildReceipt, type ReceiptFacts, type ReceiptSalon } from './payment-receipts.builder';

const salon: ReceiptSalon = {
  name: 'Salon Aurora',
  phone: null,
  email: null,
  address_street: '12 Elm Street',
  address_city: 'Springfield',
  address_state: 'IL',
  address_zip_code: '62701',
  time_zone: 'America/New_York',
};

const facts = (overrides: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  payment_id: 42,
  transaction_type: 'payment',
  payment_method: 'cash',
  payment_status: 'completed',
  payment_date: '2026-03-02T15:30:00.000Z',
  transaction_reference: null,
  notes: null,
  amount_cents: 6550,
  refunded_cents: 0,
  client: null,
  salon,
  services: [],
  ...overrides,
});

describe('addressLines', () => {
  it('writes the street, then city, state and zip, leaving out blank parts', () => {
    expect(addressLines(salon)).toEqual(['12 Elm Street', 'Springfield, IL 62701']);
    expect(addressLines({ ...salon, address_street: '  ', address_city: null })).toEqual(['IL 62701']);
    expect(addressLines({ ...salon, address_street: null, address_city: null, address_state: null, address_zip_code: null })).toEqual([]);
  });
});

describe('buildReceipt', () => {
  it('adds the services in cents for the subtotal: 0.10 + 0.20 is 0.30', () => {
    const receipt = buildReceipt(
      facts({
        services: [
          { name: 'Fringe trim', price_cents: 10 },
          { name: 'Brow tint', price_cents: 20 },
        ],
        amount_cents: 30,
      }),
      new Date('2026-03-02T16:00:00.000Z'),
    );
    expect(receipt).toMatchObject({ receipt_id: 'R-000042', subtotal: 0.3, total: 0.3, paid: 0.3, refunded: 0, generated_at: '2026-03-02T16:00:00.000Z' });
  });

  it('pays nothing while a payment is failed or voided, and counts what was refunded of a refunded one', () => {
    expect(buildReceipt(facts({ payment_status: 'failed' }), new Date()).paid).toBe(0);
    expect(buildReceipt(facts({ payment_status: 'voided' }), new Date()).paid).toBe(0);
    expect(buildReceipt(facts({ payment_status: 'refunded', refunded_cents: 6550 }), new Date())).toMatchObject({ paid: 65.5, refunded: 65.5 });
  });
});
