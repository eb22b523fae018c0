import { screen, within } from '@testing-library/react';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { buildUser, receptionistUser, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { openAppointment, stubAppointmentApi } from '../../../testing/appointment-detail-testing';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildAppointmentBalance } from '../../../testing/fixtures/payments-balance';
import { setupUser } from '../../../testing/user-actions';

const BALANCE = 'GET /api/payments/appointments/42/balance';
const paymentCard = () => screen.getByRole('region', { name: 'Payment' });

/** The figures of the card, label to value. */
function figures() {
  return Object.fromEntries(
    within(paymentCard())
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** The payments listed, each as its text. */
function rows() {
  const list = within(paymentCard()).getByRole('list', { name: 'Payments of this appointment' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe("the appointment's payment card", () => {
  it('shows the price, deposit, paid (the deposit included), refunded and still owed, and the payments with refunds negative in red', async () => {
    stubAppointmentApi({ [BALANCE]: () => dataResponse(buildAppointmentBalance()) });
    await openAppointment();

    expect(await within(paymentCard()).findByText('Still owed')).toBeInTheDocument();
    expect(figures()).toEqual({ 'Total price': '$85.00', Deposit: '$20.00', 'Paid (deposit included)': '$70.00', Refunded: '$10.00', 'Still owed': '$25.00' });
    expect(rows()).toEqual([
      `${formatDateTime('2026-11-20T14:00:00.000Z')}$20.00Credit CardCompleted`,
      `${formatDateTime('2026-11-24T16:05:00.000Z')}$50.00CashPartially Refunded`,
      `${formatDateTime('2026-11-24T16:30:00.000Z')}-$10.00CashCompleted`,
    ]);
    const refund = within(paymentCard()).getByText('-$10.00');
    expect(refund).toHaveAttribute('data-refund', 'true');
    const links = within(paymentCard()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/payments/6', '/payments/7', '/payments/8']);
  });

  it('says "Paid in full" when nothing is owed, to the front desk too', async () => {
    stubAppointmentApi({ [BALANCE]: () => dataResponse(buildAppointmentBalance({ paid_amount: 65, refunded_amount: 0, owed_amount: 0 })) });
    await openAppointment('/appointments/42', receptionistUser);

    expect(await within(paymentCard()).findByText('Paid in full')).toBeInTheDocument();
    expect(figures()['Still owed']).toBe('Paid in full');
  });

  it('says a cancelled appointment owes nothing rather than "Still owed" or "Paid in full"', async () => {
    const cancelled = buildAppointment({ status_id: 6, status: { status_id: 6, name: 'cancelled', is_billable: false } });
    stubAppointmentApi({ [BALANCE]: () => dataResponse(buildAppointmentBalance({ paid_amount: 0, refunded_amount: 0, owed_amount: 0, payments: [] })) }, cancelled);
    await openAppointment();

    expect(await within(paymentCard()).findByText('Cancelled — nothing owed')).toBeInTheDocument();
    expect(figures()).toEqual({ 'Total price': '$85.00', Deposit: '$20.00', 'Paid (deposit included)': '$0.00', Refunded: '$0.00', Owed: 'Cancelled — nothing owed' });
  });

  it('says so when the appointment has no payments yet', async () => {
    stubAppointmentApi({ [BALANCE]: () => dataResponse(buildAppointmentBalance({ paid_amount: 0, refunded_amount: 0, owed_amount: 65, payments: [] })) });
    await openAppointment();

    expect(await within(paymentCard()).findByText('No payments recorded for this appointment yet.')).toBeInTheDocument();
    expect(figures()['Still owed']).toBe('$65.00');
  });

  it('shows a failed load with a retry that asks again', async () => {
    const user = setupUser();
    let answers = 0;
    stubAppointmentApi({
      [BALANCE]: () => (++answers === 1 ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong') : dataResponse(buildAppointmentBalance())),
    });
    await openAppointment();

    const alert = await within(paymentCard()).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading payments');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(paymentCard()).findByText('$25.00')).toBeInTheDocument();
  });

  it('asks for the balance again when the appointment comes back with another price', async () => {
    const user = setupUser();
    let appointment = buildAppointment({ total_price: 65 });
    const calls = stubAppointmentApi({
      'GET /api/appointments/42': () => dataResponse(appointment),
      [BALANCE]: () => dataResponse(buildAppointmentBalance({ total_price: appointment.total_price, deposit_amount: 0, paid_amount: 60, refunded_amount: 0, owed_amount: appointment.total_price - 60 })),
      'PATCH /api/appointments/42/confirm': () => {
        // Someone added an extra service meanwhile: the appointment is refetched after the action with its new price.
        appointment = buildAppointment({ total_price: 90, status_id: 2, status: { status_id: 2, name: 'confirmed', is_billable: false } });
        return dataResponse(appointment);
      },
    });
    await openAppointment();
    expect(await within(paymentCard()).findByText('$5.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(paymentCard()).findByText('$30.00')).toBeInTheDocument();
    expect(figures()['Total price']).toBe('$90.00');
    expect(callsTo(calls, BALANCE)).toHaveLength(2);
  });

  it('is not shown to users who may not read payments, and nothing is asked', async () => {
    const calls = stubAppointmentApi();
    await openAppointment('/appointments/42', stylistUser);
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(callsTo(calls, BALANCE)).toHaveLength(0);
  });

  it('is shown to a user who reads appointments and payments only', async () => {
    stubAppointmentApi();
    await openAppointment('/appointments/42', buildUser({ permissions: ['appointments:read', 'payments:read'] }));
    expect(await within(paymentCard()).findByText('No payments recorded for this appointment yet.')).toBeInTheDocument();
    expect(figures()['Still owed']).toBe('$65.00');
  });
});
