import { screen, waitFor, within } from '@testing-library/react';
import type { AdjustStockInput } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildItem, buildSummary, buildTransaction, categories } from '../../../testing/fixtures/inventory';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';

const shampoo = buildItem({ quantity: 24, reorder_level: 10 });
const ADJUST = 'POST /api/inventory/5/adjust-stock';

/** The API's answer to an adjustment: the item with its new quantity and the transaction written. */
function adjusted({ body }: { body: unknown }) {
  const { change, type, reason } = body as AdjustStockInput;
  const quantity = shampoo.quantity + change;
  return dataResponse({ item: buildItem({ quantity }), transaction: buildTransaction({ type, quantity_change: change, quantity_after: quantity, reason }) });
}

function stubAdjustApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/inventory': () => dataResponse({ rows: [shampoo], count: 1 }),
    'GET /api/inventory/summary': () => dataResponse(buildSummary()),
    'GET /api/inventory/categories': () => dataResponse({ rows: categories, count: categories.length }),
    [ADJUST]: adjusted,
    ...handlers,
  });
}

async function openAdjust() {
  const user = setupUser();
  signIn(ownerUser);
  renderApp('/inventory');
  await user.click(await screen.findByRole('button', { name: 'Adjust stock of Argan Oil Shampoo' }));
  return screen.findByRole('dialog', { name: 'Adjust stock: Argan Oil Shampoo' });
}

async function fill(dialog: HTMLElement, { type, direction, quantity, reason }: { type?: string; direction?: string; quantity: string; reason?: string }) {
  const user = setupUser();
  if (type) await user.click(within(dialog).getByRole('radio', { name: type }));
  if (direction) await user.click(within(dialog).getByRole('radio', { name: direction }));
  await replaceText(user, within(dialog).getByRole('textbox', { name: /^Quantity/ }), quantity);
  if (reason) await replaceText(user, within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
}

async function submit(dialog: HTMLElement) {
  const user = setupUser();
  await user.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));
}

describe('Adjust stock', () => {
  it('adds a purchase and shows the stock after it', async () => {
    const fetchMock = stubAdjustApi();
    const dialog = await openAdjust();

    expect(within(dialog).getByRole('radio', { name: 'Purchase' })).toBeChecked();
    expect(within(dialog).getByText('Enter a quantity to see the stock after this change.')).toBeInTheDocument();
    await fill(dialog, { quantity: '12', reason: '  Monthly order  ' });
    expect(within(dialog).getByText('Stock after this change: 36')).toBeInTheDocument();
    await submit(dialog);

    expect(await screen.findByText('Argan Oil Shampoo: 36 in stock.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADJUST).map((call) => call.body)).toEqual([{ change: 12, type: 'purchase', reason: 'Monthly order' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['Sale', { change: -3, type: 'sale', reason: null }, 'Stock after this change: 21'],
    ['Usage', { change: -3, type: 'usage', reason: null }, 'Stock after this change: 21'],
    ['Return', { change: 3, type: 'return', reason: null }, 'Stock after this change: 27'],
  ])('takes its sign from the type: %s', async (type, body, after) => {
    const fetchMock = stubAdjustApi();
    const dialog = await openAdjust();

    await fill(dialog, { type, quantity: '3' });
    expect(within(dialog).getByText(after)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Remove' })).not.toBeInTheDocument();
    await submit(dialog);

    await waitFor(() => expect(callsTo(fetchMock, ADJUST).map((call) => call.body)).toEqual([body]));
  });

  it('lets an adjustment add or remove', async () => {
    const fetchMock = stubAdjustApi();
    const dialog = await openAdjust();

    await fill(dialog, { type: 'Adjustment', direction: 'Remove', quantity: '4', reason: 'Count after inventory check' });
    expect(within(dialog).getByText('Stock after this change: 20')).toBeInTheDocument();
    await submit(dialog);

    await waitFor(() => expect(callsTo(fetchMock, ADJUST).map((call) => call.body)).toEqual([{ change: -4, type: 'adjustment', reason: 'Count after inventory check' }]));
  });

  it('asks for a whole number of at least one', async () => {
    const fetchMock = stubAdjustApi();
    const dialog = await openAdjust();

    await submit(dialog);
    expect(await within(dialog).findByText('Please enter a whole number from 1 to 999,999')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADJUST)).toHaveLength(0);
  });

  it('warns, but still sends, a sale larger than the stock shown: another desk may have received stock since', async () => {
    // The list shows 24; meanwhile a delivery of 10 came in, so selling 25 leaves 9.
    const fetchMock = stubAdjustApi({
      [ADJUST]: () => dataResponse({ item: buildItem({ quantity: 9 }), transaction: buildTransaction({ type: 'sale', quantity_change: -25, quantity_after: 9 }) }),
    });
    const dialog = await openAdjust();

    await fill(dialog, { type: 'Sale', quantity: '25' });
    // The impossible-looking result shows in red as it is typed, with a warning rather than a refusal.
    expect(within(dialog).getByText('Stock after this change: -1').getAttribute('style')).toContain('red');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Only 24 in stock as shown. Stock may have changed; the server will check.');
    await submit(dialog);

    expect(await screen.findByText('Argan Oil Shampoo: 9 in stock.')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADJUST).map((call) => call.body)).toEqual([{ change: -25, type: 'sale', reason: null }]);
  });

  it("sends a sale larger than the stock shown and shows the API's refusal when the stock really is short", async () => {
    const fetchMock = stubAdjustApi({ [ADJUST]: () => errorResponse(409, 'INSUFFICIENT_STOCK', 'Not enough stock: only 24 in stock') });
    const dialog = await openAdjust();

    await fill(dialog, { type: 'Sale', quantity: '25' });
    await submit(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough stock: only 24 in stock');
    expect(callsTo(fetchMock, ADJUST)).toHaveLength(1);
  });

  it('shows no warning while the change fits the stock shown', async () => {
    stubAdjustApi();
    const dialog = await openAdjust();

    await fill(dialog, { type: 'Sale', quantity: '24' });
    expect(within(dialog).getByText('Stock after this change: 0')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('warns about passing 999,999 as shown, and still lets the API decide', async () => {
    const fetchMock = stubAdjustApi({ [ADJUST]: () => errorResponse(409, 'STOCK_LIMIT', 'Stock cannot exceed 999,999') });
    const dialog = await openAdjust();

    await fill(dialog, { quantity: '999999' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Above 999,999 as shown. Stock may have changed; the server will check.');
    await submit(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stock cannot exceed 999,999');
    expect(callsTo(fetchMock, ADJUST).map((call) => call.body)).toEqual([{ change: 999_999, type: 'purchase', reason: null }]);
  });

  it("shows the API's refusal as it gives it when the stock moved meanwhile", async () => {
    stubAdjustApi({ [ADJUST]: () => errorResponse(409, 'INSUFFICIENT_STOCK', 'Not enough stock: only 2 in stock') });
    const dialog = await openAdjust();

    await fill(dialog, { type: 'Usage', quantity: '3' });
    await submit(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not enough stock: only 2 in stock');
    expect(screen.getByRole('dialog', { name: 'Adjust stock: Argan Oil Shampoo' })).toBeInTheDocument();
  });

  it('shows the stock limit refusal', async () => {
    stubAdjustApi({ [ADJUST]: () => errorResponse(409, 'STOCK_LIMIT', 'Stock cannot exceed 999,999') });
    const dialog = await openAdjust();

    await fill(dialog, { quantity: '5' });
    await submit(dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stock cannot exceed 999,999');
  });
});
