import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryTransaction } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildItem, buildSummary, buildTransaction, categories } from '../../../testing/fixtures/inventory';
import { ownerUser, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';

const shampoo = buildItem({ quantity: 24, reorder_level: 10 });
const history: InventoryTransaction[] = [
  buildTransaction({ transaction_id: 42, type: 'sale', quantity_change: -2, quantity_after: 24, reason: null, created_by_name: null, created_at: '2026-11-22T15:05:00.000Z' }),
  buildTransaction({ transaction_id: 41, type: 'purchase', quantity_change: 12, quantity_after: 26, reason: 'Monthly order', created_by_name: 'Olivia Owens', created_at: '2026-11-20T14:30:00.000Z' }),
];

function stubItemApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/inventory/5': () => dataResponse(shampoo),
    'GET /api/inventory/transactions': () => dataResponse({ rows: history, count: 2 }),
    ...handlers,
  });
}

async function openItem(user = ownerUser) {
  signIn(user);
  const rendered = renderApp('/inventory/5');
  await screen.findByRole('heading', { level: 1, name: 'Argan Oil Shampoo' });
  return rendered;
}

const historyQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, 'GET /api/inventory/transactions').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));

describe('Inventory item page', () => {
  it('shows the details, the stock level and the stock history, newest first', async () => {
    const fetchMock = stubItemApi();
    await openItem();

    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('HC-001')).toBeInTheDocument();
    expect(within(details).getByText('Sulfate-free shampoo, 300 ml')).toBeInTheDocument();
    const stock = screen.getByRole('region', { name: 'Stock & Pricing' });
    expect(within(stock).getByText('In stock').closest('[data-stock-level]')).toHaveAttribute('data-stock-level', 'ok');
    expect(within(stock).getByText('$8.50')).toBeInTheDocument();
    expect(within(stock).getByText('$22.00')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Stock history' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sale', '−2', '24', '—', '—'],
      ['Purchase', '+12', '26', 'Monthly order', 'Olivia Owens'],
    ]);
    expect(historyQueries(fetchMock)[0]).toEqual({ item_id: '5', limit: '10', offset: '0' });
  });

  it('pages through a long history ten at a time', async () => {
    const user = setupUser();
    const fetchMock = stubItemApi({ 'GET /api/inventory/transactions': () => dataResponse({ rows: history, count: 23 }) });
    await openItem();

    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(historyQueries(fetchMock).at(-1)).toEqual({ item_id: '5', limit: '10', offset: '20' }));
  });

  it('says when no stock change is recorded yet', async () => {
    stubItemApi({ 'GET /api/inventory/transactions': () => dataResponse({ rows: [], count: 0 }) });
    await openItem();

    expect(await screen.findByText('No stock changes recorded yet.')).toBeInTheDocument();
  });

  it('adjusts stock below the reorder level and turns the level red', async () => {
    const user = setupUser();
    const fetchMock = stubItemApi({
      'POST /api/inventory/5/adjust-stock': () =>
        dataResponse({ item: buildItem({ quantity: 9, reorder_level: 10 }), transaction: buildTransaction({ type: 'sale', quantity_change: -15, quantity_after: 9 }) }),
    });
    await openItem();

    await user.click(screen.getByRole('button', { name: 'Adjust Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust stock: Argan Oil Shampoo' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sale' }));
    await replaceText(user, within(dialog).getByRole('textbox', { name: /^Quantity/ }), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stock = screen.getByRole('region', { name: 'Stock & Pricing' });
    expect(within(stock).getByText('9').closest('[data-stock-level]')).toHaveAttribute('data-stock-level', 'low');
    // The history is read again to show the new transaction.
    await waitFor(() => expect(historyQueries(fetchMock)).toHaveLength(2));
  });

  it('deletes the item after confirmation and goes back to the list', async () => {
    const user = setupUser();
    const fetchMock = stubItemApi({
      'DELETE /api/inventory/5': () => new Response(null, { status: 204 }),
      'GET /api/inventory': () => dataResponse({ rows: [], count: 0 }),
      'GET /api/inventory/summary': () => dataResponse(buildSummary()),
      'GET /api/inventory/categories': () => dataResponse({ rows: categories, count: categories.length }),
    });
    const { router } = await openItem();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText(/its stock history is kept/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/inventory/5')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory'));
    // The deleted item is not read again on the way out (it would answer 404).
    expect(callsTo(fetchMock, 'GET /api/inventory/5')).toHaveLength(1);
  });

  it('links Edit to the edit form', async () => {
    stubItemApi();
    await openItem();

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/inventory/5/edit');
  });

  it('shows a receptionist the item and its history without Adjust Stock, Edit or Delete', async () => {
    stubItemApi({ 'GET /api/auth/me': () => dataResponse(receptionistUser) });
    await openItem(receptionistUser);

    expect(await screen.findByRole('table', { name: 'Stock history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust Stock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says the item is not found', async () => {
    stubItemApi({ 'GET /api/inventory/5': () => errorResponse(404, 'NOT_FOUND', 'Item not found') });
    signIn(ownerUser);
    renderApp('/inventory/5');

    expect(await screen.findByText('Item not found')).toBeInTheDocument();
  });
});
