import { screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { buildClient } from '../../../testing/fixtures/clients';
import { buildPayment } from '../../../testing/fixtures/payments';
import { buildAppointmentBalance } from '../../../testing/fixtures/payments-balance';
import { renderApp } from '../../../testing/render-app';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ownerUser, receptionistUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { jsonResponse } from '../../../testing/json-response';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';
import { PaymentFormPage } from './payment-form-page';

const CREATE = 'POST /api/payments';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Appointment 42: Maya Lopez's haircut with Rosa, $85 with a $20 deposit, nothing paid yet.
const appointment = buildAppointment({ total_price: 85, deposit_amount: 20, status: { status_id: 4, name: 'completed', is_billable: true } });
const balance = buildAppointmentBalance({ appointment_id: 42, client_id: 7, total_price: 85, deposit_amount: 20, paid_amount: 0, refunded_amount: 0, owed_amount: 65, payments: [] });
const ann = buildClient({ client_id: 1, first_name: 'Ann', last_name: 'Lee' });

type Handlers = Parameters<typeof stubApi>[0];

function stubPaymentApi(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/appointments/42': () => dataResponse(appointment),
    'GET /api/payments/appointments/42/balance': () => dataResponse(balance),
    'GET /api/clients': () => dataResponse({ clients: [ann], total_count: 1 }),
    [CREATE]: () => dataResponse({ ...buildPayment(), receipt_sent: false }, 201),
    ...handlers,
  });
}

/** The page as the route composes it (features do not import app/). */
function PaymentNewPage() {
  const { appointmentId } = useParams();
  return <PaymentFormPage appointmentId={appointmentId === undefined ? undefined : Number(appointmentId)} />;
}

/** The payment route at a path, signed in, with the pages it leads to stood in for by their names. */
function renderPaymentForm(path: string, user: SessionUser = ownerUser) {
  signIn(user);
  const landing = (text: string) => <p>{text}</p>;
  const router = createMemoryRouter(
    [
      { path: '/payments/new', element: <PaymentNewPage /> },
      { path: '/payments/new/:appointmentId', element: <PaymentNewPage /> },
      { path: '/payments', element: landing('Payments list') },
      { path: '/appointments/:id', element: landing('Appointment page') },
      { path: '/previous', element: landing('Previous page') },
    ],
    { initialEntries: ['/previous', path], initialIndex: 1 },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

async function openForAppointment() {
  const rendered = renderPaymentForm('/payments/new/42');
  await screen.findByRole('region', { name: 'Appointment' });
  return rendered;
}

async function openNew() {
  const rendered = renderPaymentForm('/payments/new');
  await screen.findByRole('heading', { level: 1, name: 'Process Payment' });
  return rendered;
}

const amountInput = () => screen.getByRole('textbox', { name: /^Amount/ });
const tenderedInput = () => screen.getByRole('textbox', { name: 'Cash tendered' });

async function type(label: RegExp | string, text: string) {
  const user = setupUser();
  await replaceText(user, screen.getByRole('textbox', { name: label }), text);
  await user.tab();
}


const submit = () => setupUser().click(screen.getByRole('button', { name: 'Process Payment' }));
const keyOf = (call: { init: RequestInit }) => (call.init.headers as Record<string, string>)['idempotency-key'];

describe('Process Payment page', () => {
  it('sums up the appointment and prefills the amount with what is owed: total 85 less deposit 20', async () => {
    stubPaymentApi();
    await openForAppointment();

    const summary = screen.getByRole('region', { name: 'Appointment' });
    for (const text of ['Maya Lopez', "Women's Haircut", 'Nov 24, 2026 at 10:00 AM', 'Rosa Diaz', '$85.00', '$20.00', '$0.00', '$65.00']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(amountInput()).toHaveValue('65.00');
    // The appointment brings its client: there is nobody to choose.
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  });

  it('prefills what is still owed once part is paid, and leaves the amount blank when nothing is owed', async () => {
    stubPaymentApi({ 'GET /api/payments/appointments/42/balance': () => dataResponse({ ...balance, paid_amount: 40, refunded_amount: 10, owed_amount: 35 }) });
    const { unmount } = await openForAppointment();
    expect(amountInput()).toHaveValue('35.00');
    expect(within(screen.getByRole('region', { name: 'Appointment' })).getByText('$10.00')).toBeInTheDocument();
    unmount();

    stubPaymentApi({ 'GET /api/payments/appointments/42/balance': () => dataResponse({ ...balance, paid_amount: 65, owed_amount: 0 }) });
    await openForAppointment();
    expect(amountInput()).toHaveValue('');
  });

  it('shows change due for cash as the tendered amount is typed, only when it exceeds the amount', async () => {
    stubPaymentApi();
    await openForAppointment();

    await type('Cash tendered', '100');
    expect(screen.getByText('Change due $35.00')).toBeInTheDocument();

    await type('Cash tendered', '65');
    expect(screen.queryByText(/Change due/)).not.toBeInTheDocument();
    await type('Cash tendered', '50');
    expect(screen.queryByText(/Change due/)).not.toBeInTheDocument();

    await type(/^Amount/, '64.90');
    await type('Cash tendered', '100');
    expect(screen.getByText('Change due $35.10')).toBeInTheDocument();
  });

  it('asks for a transaction reference only for other methods than cash, and sends none for cash', async () => {
    const calls = stubPaymentApi();
    await openForAppointment();
    expect(tenderedInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Transaction reference/ })).not.toBeInTheDocument();

    await chooseOption('Payment method', 'Credit Card');
    expect(screen.queryByRole('textbox', { name: 'Cash tendered' })).not.toBeInTheDocument();
    await type(/Transaction reference/, 'VISA-4411');
    await chooseOption('Payment method', 'Cash');
    expect(tenderedInput()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Transaction reference/ })).not.toBeInTheDocument();

    await submit();
    await screen.findByText('Appointment page');
    expect(callsTo(calls, CREATE)[0].body).toEqual({
      appointment_id: 42,
      client_id: null,
      amount: 65,
      payment_method: 'cash',
      payment_status: 'completed',
      transaction_reference: null,
      notes: null,
      send_receipt: false,
    });
  });

  it('sends the reference of a card payment', async () => {
    const calls = stubPaymentApi();
    await openForAppointment();
    await chooseOption('Payment method', 'Debit Card');
    await type(/Transaction reference/, 'DEBIT-0098');
    await submit();

    await screen.findByText('Appointment page');
    expect(callsTo(calls, CREATE)[0].body).toMatchObject({ payment_method: 'debit_card', transaction_reference: 'DEBIT-0098' });
  });

  it('needs a client and an amount greater than zero on /payments/new', async () => {
    const calls = stubPaymentApi();
    await openNew();

    await submit();
    expect(await screen.findByText('Please select a client')).toBeInTheDocument();
    expect(screen.getByText('Payment amount must be greater than zero')).toBeInTheDocument();

    await type(/^Amount/, '0');
    await submit();
    expect(screen.getByText('Payment amount must be greater than zero')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)).toHaveLength(0);
  });

  it('takes a payment from a client chosen by search, then goes to the payments list', async () => {
    const calls = stubPaymentApi({ [CREATE]: () => dataResponse({ ...buildPayment({ appointment_id: null }), receipt_sent: false }, 201) });
    const { router } = await openNew();

    await chooseOption('Client', /^Ann Lee/);
    await type(/^Amount/, '45.50');
    await type('Notes', 'Shampoo bought at the desk');
    await submit();

    expect(await screen.findByText('Payments list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments');
    expect(screen.getByText('Payment processed successfully')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)[0].body).toEqual({
      appointment_id: null,
      client_id: 1,
      amount: 45.5,
      payment_method: 'cash',
      payment_status: 'completed',
      transaction_reference: null,
      notes: 'Shampoo bought at the desk',
      send_receipt: false,
    });
  });

  it('sends the receipt when asked and says so, then returns to the appointment', async () => {
    const calls = stubPaymentApi({ [CREATE]: () => dataResponse({ ...buildPayment(), receipt_sent: true }, 201) });
    const { router } = await openForAppointment();

    await setupUser().click(screen.getByRole('checkbox', { name: 'Send receipt to client' }));
    await submit();

    expect(await screen.findByText('Appointment page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/appointments/42');
    expect(screen.getByText('Payment processed successfully')).toBeInTheDocument();
    expect(screen.getByText('Receipt sent to client')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)[0].body).toMatchObject({ send_receipt: true });
  });

  it('says plainly when the client has no contact for the receipt', async () => {
    stubPaymentApi({ [CREATE]: () => dataResponse({ ...buildPayment(), receipt_sent: false }, 201) });
    await openForAppointment();

    await setupUser().click(screen.getByRole('checkbox', { name: 'Send receipt to client' }));
    await submit();

    expect(await screen.findByText('No receipt was sent: this client has no e-mail address or phone number.')).toBeInTheDocument();
    expect(screen.queryByText('Receipt sent to client')).not.toBeInTheDocument();
  });

  it('sends one Idempotency-Key per form, the same on a retry after no usable answer', async () => {
    let attempts = 0;
    const calls = stubPaymentApi({
      [CREATE]: () => {
        attempts += 1;
        // A proxy's page instead of the API's answer: the payment may or may not have been taken.
        if (attempts === 1) return new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
        return dataResponse({ ...buildPayment(), receipt_sent: false }, 201);
      },
    });
    await openForAppointment();

    await submit();
    expect(await screen.findAllByText('Failed to process payment')).not.toHaveLength(0);
    await submit();
    await screen.findByText('Appointment page');

    const [first, retry] = callsTo(calls, CREATE);
    expect(keyOf(first)).toMatch(UUID_V4);
    expect(keyOf(retry)).toBe(keyOf(first));
  });

  it("shows the server's message, and takes a new key after a refusal since nothing was charged", async () => {
    let attempts = 0;
    const calls = stubPaymentApi({
      [CREATE]: () => {
        attempts += 1;
        if (attempts === 1) return errorResponse(409, 'APPOINTMENT_NOT_BILLABLE', 'A cancelled appointment cannot be paid');
        return dataResponse({ ...buildPayment(), receipt_sent: false }, 201);
      },
    });
    await openForAppointment();

    await submit();
    expect(await screen.findAllByText('A cancelled appointment cannot be paid')).not.toHaveLength(0);
    expect(screen.queryByText('Payment processed successfully')).not.toBeInTheDocument();
    await submit();
    await screen.findByText('Appointment page');

    const [refused, next] = callsTo(calls, CREATE);
    expect(keyOf(next)).toMatch(UUID_V4);
    expect(keyOf(next)).not.toBe(keyOf(refused));
  });

  it('puts the API field errors at their fields', async () => {
    stubPaymentApi({
      [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { amount: ['Payment amount cannot exceed $99,999.99'] } }),
    });
    await openForAppointment();
    await submit();

    expect(await screen.findByText('Payment amount cannot exceed $99,999.99')).toBeInTheDocument();
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what to do when the key was already used for another payment', async () => {
    stubPaymentApi({
      [CREATE]: () => jsonResponse({ success: false, status: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request' }, 422),
    });
    await openForAppointment();
    await submit();

    expect(await screen.findAllByText('This payment may already have been taken with other details. Check the payments list before trying again.')).not.toHaveLength(0);
  });

  it('returns to the previous page on Cancel, without taking a payment', async () => {
    const calls = stubPaymentApi();
    const { router } = await openForAppointment();

    await setupUser().click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Previous page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/previous');
    expect(callsTo(calls, CREATE)).toHaveLength(0);
  });

  it('warns before taking money for a cancelled appointment', async () => {
    stubPaymentApi({ 'GET /api/appointments/42': () => dataResponse({ ...appointment, status: { status_id: 5, name: 'cancelled', is_billable: false } }) });
    await openForAppointment();

    expect(screen.getByText('A cancelled appointment cannot be paid for. Take the payment without the appointment instead.')).toBeInTheDocument();
  });

  it('takes the late-cancellation fee of a cancelled appointment, without the warning', async () => {
    stubPaymentApi({ 'GET /api/appointments/42': () => dataResponse({ ...appointment, status: { status_id: 5, name: 'cancelled', is_billable: false }, cancellation_fee: 25 }) });
    await openForAppointment();

    expect(screen.getByText('This appointment was cancelled late: its cancellation fee of $25.00 is what is paid for.')).toBeInTheDocument();
    expect(screen.queryByText('A cancelled appointment cannot be paid for. Take the payment without the appointment instead.')).not.toBeInTheDocument();
  });

  it('says when the appointment cannot be found', async () => {
    stubPaymentApi({
      'GET /api/appointments/42': () => errorResponse(404, 'NOT_FOUND', 'Appointment not found'),
      'GET /api/payments/appointments/42/balance': () => errorResponse(404, 'NOT_FOUND', 'Appointment not found'),
    });
    renderPaymentForm('/payments/new/42');

    expect(await screen.findByRole('alert')).toHaveTextContent('Appointment not found');
    expect(screen.queryByRole('button', { name: 'Process Payment' })).not.toBeInTheDocument();
  });

  it('opens for a receptionist (payments:create)', async () => {
    signIn(receptionistUser);
    stubPaymentApi({ 'GET /api/auth/me': () => dataResponse(receptionistUser) });
    renderApp('/payments/new/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Process Payment' })).toBeInTheDocument();
    await waitFor(() => expect(amountInput()).toHaveValue('65.00'));
  });

  it('sends a stylist (no payments:create) to /unauthorized', async () => {
    signIn(stylistUser);
    stubApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    const { router } = renderApp('/payments/new/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
