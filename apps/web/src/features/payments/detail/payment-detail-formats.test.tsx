import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildPaymentDetail, buildReceipt, buildRefund } from '../../../testing/fixtures/payments';
import { inSalonZone, ownerUser, signIn, withSalonFormats } from '../../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../../testing/stub-api';

/** A salon in New York that chose euros, day-first dates and a 24-hour clock (settings › general). */
const europeanStyle: SessionUser = withSalonFormats(inSalonZone(ownerUser, 'America/New_York'), { currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeFormat: '24h' });

describe("payment page in the salon's formats", () => {
  it('writes money in euros, dates day first and times on a 24-hour clock', async () => {
    const payment = buildPaymentDetail({
      amount: 1234.5,
      refunded_amount: 20,
      refundable_amount: 1214.5,
      payment_status: 'partially_refunded',
      appointment: { appointment_date: '2026-03-04', start_time: '14:30', service_name: "Women's Haircut", employee_name: 'Rosa Diaz' },
      // 19:45 UTC is 14:45 in New York in March (before the clocks change).
      payment_date: '2026-03-04T19:45:00.000Z',
      refunds: [buildRefund({ payment_date: '2026-03-05T14:00:00.000Z' })],
    });
    stubApi({
      'GET /api/auth/me': () => dataResponse(europeanStyle),
      'GET /api/payments/123': () => dataResponse(payment),
      'GET /api/payments/123/receipt': () => dataResponse(buildReceipt()),
    });
    signIn(europeanStyle);
    renderApp('/payments/123');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Payment of €1,234.50 · Ann Lee');
    const card = screen.getByRole('region', { name: 'Payment' });
    expect(card).toHaveTextContent('Amount€1,234.50');
    expect(card).toHaveTextContent('Date and time4 Mar 2026, 14:45');
    expect(within(card).getByRole('link', { name: '4 Mar 2026, 14:30' })).toHaveAttribute('href', '/appointments/42');
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refunded: €20.00');
    const [, row] = within(refunds).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5 Mar 2026, 09:00', '-€20.00', 'Colour not as agreed', 'Priya Patel']);
  });
});
