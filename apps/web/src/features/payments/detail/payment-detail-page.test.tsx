import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentDetail, SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildPaymentDetail, buildReceipt, buildRefund } from '../../../testing/fixtures/payments';
import { buildUser, inSalonZone, ownerUser, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';

const GET = 'GET /api/payments/123';
const RECEIPT = 'GET /api/payments/123/receipt';
const REFUND = 'POST /api/payments/123/refund';
const VOID = 'PUT /api/payments/123/void';
const PROCESS = 'POST /api/payments/123/process';

const managerUser = buildUser({
  id: 2,
  firstName: 'Mo',
  lastName: 'Grant',
  roles: [{ name: 'manager', permissions: [] }],
  permissions: ['payments:read', 'payments:create', 'payments:update', 'payments:refund', 'payments:void', 'clients:read', 'appointments:read'],
});

/** The salon of these tests is in New York, whatever the machine's zone. */
const atSalon = (user: SessionUser) => inSalonZone(user, 'America/New_York');

const partlyRefunded = buildPaymentDetail({
  payment_status: 'partially_refunded',
  refunded_amount: 20,
  refundable_amount: 45,
  transaction_reference: 'TX-1',
  notes: 'Paid at the desk',
  refunds: [buildRefund()],
});

function stubDetailApi(payment: PaymentDetail, user: SessionUser = ownerUser, handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(atSalon(user)),
    [GET]: () => dataResponse(payment),
    [RECEIPT]: () => dataResponse(buildReceipt()),
    ...handlers,
  });
}

async function openPayment(user: SessionUser = ownerUser, path = '/payments/123') {
  signIn(atSalon(user));
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const paymentCard = () => screen.getByRole('region', { name: 'Payment' });
const refundsCard = () => screen.getByRole('region', { name: 'Refunds' });
const receiptSection = () => screen.getByRole('region', { name: 'Receipt' });
const actionNames = () =>
  ['Mark Completed', 'Mark Failed', 'Refund', 'Void', 'Edit'].filter((name) => screen.queryByRole('button', { name }) !== null);

describe('payment page', () => {
  it('shows every field of the payment, links to its client and appointment, and its refunds negative in red', async () => {
    stubDetailApi(partlyRefunded);
    await openPayment();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment of $65.00 · Ann Lee');
    const card = paymentCard();
    expect(card).toHaveTextContent('Amount$65.00');
    expect(card).toHaveTextContent('StatusPartially Refunded');
    expect(card).toHaveTextContent('MethodCash');
    expect(card).toHaveTextContent('Date and timeNov 24, 2026, 10:30 AM');
    expect(card).toHaveTextContent('ReferenceTX-1');
    expect(card).toHaveTextContent('NotesPaid at the desk');
    expect(card).toHaveTextContent('Taken byPriya Patel');
    expect(within(card).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/clients/1');
    expect(within(card).getByRole('link', { name: 'Nov 24, 2026, 10:00 AM' })).toHaveAttribute('href', '/appointments/42');
    expect(card).toHaveTextContent("Women's Haircut with Rosa Diaz");

    const refunds = refundsCard();
    expect(refunds).toHaveTextContent('Refunded: $20.00');
    expect(refunds).toHaveTextContent('Refundable: $45.00');
    const [, row] = within(refunds).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 25, 2026, 9:00 AM', '-$20.00', 'Colour not as agreed', 'Priya Patel']);
    expect(within(row).getByText('-$20.00')).toHaveAttribute('data-refund', 'true');
    expect(within(row).getByText('-$20.00').getAttribute('style')).toContain('--mantine-color-red-text');
  });

  it('shows a refund with its reason and a link to its payment, and no receipt or actions', async () => {
    const refund = { ...buildRefund({ payment_id: 123 }), refunds: [] };
    stubDetailApi(refund, ownerUser, { [RECEIPT]: undefined });
    await openPayment();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Refund of -$20.00 · Ann Lee');
    const card = screen.getByRole('region', { name: 'Refund' });
    expect(card).toHaveTextContent('Refund reasonColour not as agreed');
    expect(within(card).getByRole('link', { name: 'Payment #123' })).toHaveAttribute('href', '/payments/123');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(actionNames()).toEqual([]);
  });

  it.each([
    ['a completed payment with no refund', buildPaymentDetail(), ['Refund', 'Void', 'Edit']],
    ['a partly refunded payment', partlyRefunded, ['Refund', 'Edit']],
    ['a refunded payment', buildPaymentDetail({ payment_status: 'refunded', refunded_amount: 65, refundable_amount: 0 }), ['Edit']],
    ['a pending payment', buildPaymentDetail({ payment_status: 'pending', refundable_amount: 0 }), ['Mark Completed', 'Mark Failed', 'Void', 'Edit']],
    ['a failed payment', buildPaymentDetail({ payment_status: 'failed', refundable_amount: 0 }), ['Edit']],
    ['a voided payment', buildPaymentDetail({ payment_status: 'voided', refundable_amount: 0, reason: 'Entered twice' }), []],
  ])('offers a manager the actions of %s', async (_state, payment, actions) => {
    stubDetailApi(payment, managerUser);
    await openPayment(managerUser);
    expect(actionNames()).toEqual(actions);
  });

  it('says a fully refunded payment is already refunded', async () => {
    stubDetailApi(buildPaymentDetail({ payment_status: 'refunded', refunded_amount: 65, refundable_amount: 0, refunds: [buildRefund({ amount: 65 })] }));
    await openPayment();
    expect(refundsCard()).toHaveTextContent('Payment already refunded');
  });

  it('offers a receptionist neither Refund, Void nor processing, but lets them send the receipt', async () => {
    stubDetailApi(buildPaymentDetail(), receptionistUser);
    await openPayment(receptionistUser);
    await within(receiptSection()).findByRole('button', { name: 'Send to client' });
    expect(actionNames()).toEqual([]);
  });

  it.each([
    ['pending', 'The receipt is ready once the payment is completed.'],
    ['failed', 'No receipt: this payment took no money.'],
    ['voided', 'No receipt: this payment took no money.'],
  ] as const)('shows no receipt and no Send to client for a %s payment, and asks for none', async (status, note) => {
    const calls = stubDetailApi(buildPaymentDetail({ payment_status: status, refundable_amount: 0 }), receptionistUser);
    await openPayment(receptionistUser);
    expect(receiptSection()).toHaveTextContent(`Receipt${note}`);
    expect(screen.queryByRole('button', { name: 'Send to client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(callsTo(calls, RECEIPT)).toEqual([]);
  });

  it('refunds the refundable amount by default, with the reason required, under one Idempotency-Key', async () => {
    const after = { ...partlyRefunded, payment_status: 'refunded' as const, refunded_amount: 65, refundable_amount: 0, refunds: [buildRefund(), buildRefund({ payment_id: 126, amount: 45, reason: 'Unhappy' })] };
    let current: PaymentDetail = partlyRefunded;
    const calls = stubDetailApi(partlyRefunded, ownerUser, {
      [GET]: () => dataResponse(current),
      [REFUND]: () => {
        current = after;
        return dataResponse({ payment: after, refund: buildRefund({ payment_id: 126, amount: 45 }) }, 201);
      },
    });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    expect(within(dialog).getByRole('textbox', { name: 'Refund amount' })).toHaveValue('$45.00');

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Please give a reason for the refund')).toBeInTheDocument();
    expect(callsTo(calls, REFUND)).toEqual([]);

    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unhappy');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund payment' })).not.toBeInTheDocument());
    const [sent] = callsTo(calls, REFUND);
    expect(sent.body).toEqual({ amount: 45, reason: 'Unhappy' });
    expect((sent.init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('$45.00 was refunded.')).toBeInTheDocument();
    await waitFor(() => expect(refundsCard()).toHaveTextContent('Payment already refunded'));
  });

  it('refuses more than what is left before asking the API', async () => {
    const calls = stubDetailApi(partlyRefunded);
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Refund amount' }), '45.01');
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unhappy');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund cannot exceed $45.00 still refundable')).toBeInTheDocument();
    expect(callsTo(calls, REFUND)).toEqual([]);
  });

  it('refuses a refund of nothing before asking the API', async () => {
    const calls = stubDetailApi(partlyRefunded);
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Refund amount' }), '0');
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Oops');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund amount must be greater than zero')).toBeInTheDocument();
    expect(callsTo(calls, REFUND)).toEqual([]);
  });

  it("shows the API's refusal at the amount, and the spec's words when the payment is already refunded", async () => {
    let answer = errorResponse(400, 'REFUND_EXCEEDS_BALANCE', 'Refund exceeds the refundable balance', { fieldErrors: { amount: ['Refund cannot exceed $25.00 still refundable'] } });
    const calls = stubDetailApi(partlyRefunded, ownerUser, { [REFUND]: () => answer });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Unhappy');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Refund cannot exceed $25.00 still refundable')).toBeInTheDocument();

    answer = errorResponse(400, 'ALREADY_REFUNDED', 'Payment already refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment already refunded');
    // A refusal refunded nothing: the next attempt is a new request with a new key.
    const [first, second] = callsTo(calls, REFUND).map((call) => (call.init.headers as Record<string, string>)['idempotency-key']);
    expect(first).not.toBe(second);
  });

  it('voids a payment with a required reason', async () => {
    const calls = stubDetailApi(buildPaymentDetail(), ownerUser, {
      [VOID]: () => dataResponse({ ...buildPaymentDetail(), payment_status: 'voided', refundable_amount: 0, reason: 'Entered twice' }),
    });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Void Payment' }));
    expect(await within(dialog).findByText('Please give a reason for voiding')).toBeInTheDocument();
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void Payment' }));
    await waitFor(() => expect(callsTo(calls, VOID).map((call) => call.body)).toEqual([{ reason: 'Entered twice' }]));
    expect(await screen.findByText('The payment of $65.00 was voided.')).toBeInTheDocument();
  });

  it("shows the API's refusal to void", async () => {
    stubDetailApi(buildPaymentDetail(), ownerUser, {
      [VOID]: () => errorResponse(409, 'INVALID_TRANSITION', 'Only a pending payment, or a completed one with no refund, can be voided'),
    });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void payment' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Entered twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void Payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a pending payment, or a completed one with no refund, can be voided');
  });

  it('processes a pending payment as completed, or as failed once confirmed', async () => {
    const pending = buildPaymentDetail({ payment_status: 'pending', refundable_amount: 0 });
    const calls = stubDetailApi(pending, ownerUser, { [PROCESS]: () => dataResponse({ ...pending, payment_status: 'completed' }) });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Mark Completed' }));
    await waitFor(() => expect(callsTo(calls, PROCESS).map((call) => call.body)).toEqual([{ outcome: 'completed' }]));

    await user.click(screen.getByRole('button', { name: 'Mark Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark payment as failed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Failed' }));
    await waitFor(() => expect(callsTo(calls, PROCESS).map((call) => call.body)).toEqual([{ outcome: 'completed' }, { outcome: 'failed' }]));
  });

  it("edits a pending payment's amount, method, reference and notes", async () => {
    const pending = buildPaymentDetail({ payment_status: 'pending', refundable_amount: 0, transaction_reference: 'TX-1' });
    const calls = stubDetailApi(pending, ownerUser, { 'PUT /api/payments/123': () => dataResponse(pending) });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Amount' }), '70.25');
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Transaction reference' }), '');
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Notes' }), 'Tip included');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT /api/payments/123').map((call) => call.body)).toEqual([
        { amount: 70.25, payment_method: 'cash', transaction_reference: null, notes: 'Tip included' },
      ]),
    );
    expect(await screen.findByText('The payment was saved.')).toBeInTheDocument();
  });

  it('edits only the reference and notes of a payment whose money was taken', async () => {
    const calls = stubDetailApi(buildPaymentDetail(), ownerUser, { 'PUT /api/payments/123': () => dataResponse(buildPaymentDetail()) });
    await openPayment();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit payment' });
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Transaction reference' }), 'TX-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/payments/123').map((call) => call.body)).toEqual([{ transaction_reference: 'TX-2', notes: null }]));
  });

  it('says so when the payment does not exist', async () => {
    stubDetailApi(buildPaymentDetail(), ownerUser, { [GET]: () => errorResponse(404, 'NOT_FOUND', 'Payment not found') });
    signIn(ownerUser);
    renderApp('/payments/123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment not found');
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', '/payments');
  });
});
