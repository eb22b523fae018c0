import type { Receipt } from '@salon/contracts';
import { buildReceipt } from '../../../testing/fixtures/payments';
import { pdfFontFiles, pdfTexts } from '../../../testing/pdf-testing';
import { signIn, testSalon, ownerUser } from '../../../testing/session-fixtures';
import { buildReceiptPdf, receiptFileName } from './receipt-pdf';

/** The text a PDF reader finds in the receipt's PDF, in the order drawn. */
const drawnText = (receipt: Receipt) => pdfTexts(buildReceiptPdf(receipt, pdfFontFiles()));

describe('receipt PDF', () => {
  beforeEach(() => signIn({ ...ownerUser, salon: { ...testSalon, timeZone: 'America/New_York' } }));

  it('is named after the receipt number', () => {
    expect(receiptFileName(buildReceipt())).toBe('receipt-R-000123.pdf');
  });

  it('holds the salon, the receipt number, the client, the payment, each service with its price and the totals', async () => {
    const text = await drawnText(buildReceipt({ notes: 'Thanks for coming in', refunded: 20, payment: { ...buildReceipt().payment, transaction_reference: 'TX-9' } }));
    expect(text).toEqual([
      'Bella Salon',
      '12 Main Street',
      'Springfield, IL 62701',
      '(555) 010-1000',
      'hello@bella.test',
      'Receipt R-000123',
      'Date',
      'Nov 24, 2026, 10:30 AM',
      'Client',
      'Ann Lee',
      'Email',
      'ann.lee@example.com',
      'Phone',
      '+1 555 010 2000',
      'Payment method',
      'Cash',
      'Status',
      'Completed',
      'Reference',
      'TX-9',
      'Service',
      'Price',
      "Women's Haircut",
      '$55.00',
      'Deep Conditioning',
      '$10.00',
      'Subtotal',
      '$65.00',
      'Tax',
      '$0.00',
      'Discount',
      '$0.00',
      'Total',
      '$65.00',
      'Paid',
      '$65.00',
      'Refunded',
      '$20.00',
      'Notes: Thanks for coming in',
      'Generated Nov 24, 2026, 11:00 AM',
    ]);
  });

  it('names a guest and says when there were no appointment services', async () => {
    const text = await drawnText(
      buildReceipt({ client: { name: 'Guest', email: null, phone: null }, services: [], salon: { name: 'Bella Salon', address_lines: [], phone: null, email: null } }),
    );
    expect(text.slice(0, 6)).toEqual(['Bella Salon', 'Receipt R-000123', 'Date', 'Nov 24, 2026, 10:30 AM', 'Client', 'Guest']);
    expect(text).not.toContain('Email');
    expect(text).toContain('No appointment services');
  });

  it('prints names from any alphabet as they are written', async () => {
    const base = buildReceipt();
    const text = await drawnText(
      buildReceipt({
        salon: { ...base.salon, name: "Zoë Ø'Brien Studio" },
        client: { ...base.client, name: 'Łucja Wróblewska' },
        services: [{ name: 'Koloryzacja i strzyżenie', price: 65 }],
        notes: 'Styled by Анна Петрова ✓',
      }),
    );
    expect(text[0]).toBe("Zoë Ø'Brien Studio");
    expect(text).toContain('Łucja Wróblewska');
    expect(text).toContain('Koloryzacja i strzyżenie');
    expect(text).toContain('Notes: Styled by Анна Петрова ✓');
  });

  it('stays small: the embedded letters are compressed (about 300 KB uncompressed)', () => {
    expect(buildReceiptPdf(buildReceipt(), pdfFontFiles()).output('arraybuffer').byteLength).toBeLessThan(150_000);
  });
});
