import { screen, waitFor, within } from '@testing-library/react';
import type { InventoryItem } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildItem, buildSummary, categories } from '../../../testing/fixtures/inventory';
import { ownerUser, receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { chooseOption, setupUser } from '../../../testing/user-actions';

const shampoo = buildItem();
// Reorder level 10: 10 is red, 15 yellow, 16 green.
const atReorder = buildItem({ item_id: 6, name: 'Nail Polish Remover', sku: null, category_id: null, category: null, quantity: 10, reorder_level: 10, cost_price: null, retail_price: null });
const belowHalfAgain = buildItem({ item_id: 7, name: 'Cuticle Oil', sku: 'NC-002', quantity: 15, reorder_level: 10, is_active: false });
const aboveHalfAgain = buildItem({ item_id: 8, name: 'Hair Mask', sku: 'HC-003', quantity: 16, reorder_level: 10, cost_price: 1234.5, retail_price: 2000 });

const page = (rows: InventoryItem[], count = rows.length) => dataResponse({ rows, count });

function stubInventoryApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/inventory': () => page([shampoo, atReorder, belowHalfAgain, aboveHalfAgain]),
    'GET /api/inventory/summary': () => dataResponse(buildSummary()),
    'GET /api/inventory/categories': () => dataResponse({ rows: categories, count: categories.length }),
    ...handlers,
  });
}

function listQueries(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET /api/inventory').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
}

async function openInventory(path = '/inventory', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('table', { name: 'Items' });
  return rendered;
}


const DEFAULT_QUERY = { limit: '20', offset: '0', sortBy: 'name', sortOrder: 'ASC', is_active: 'true' };

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const stockLevelOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[3].querySelector('[data-stock-level]')?.getAttribute('data-stock-level');

describe('Inventory list', () => {
  it("shows the spec's columns, Uncategorized for an item without a category, and money or a dash", async () => {
    const fetchMock = stubInventoryApi();
    await openInventory();

    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Item' })).toHaveAttribute('href', '/inventory/new');
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'SKU',
      'Product Name',
      'Category',
      'Stock',
      'Reorder',
      'Cost',
      'Retail',
      'Status',
      'Actions',
    ]);
    const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').slice(0, 8).map((cell) => cell.textContent);
    expect(cells('Argan Oil Shampoo')).toEqual(['HC-001', 'Argan Oil Shampoo', 'Hair Care', '24In stock', '10', '$8.50', '$22.00', 'Active']);
    expect(cells('Nail Polish Remover')).toEqual(['—', 'Nail Polish Remover', 'Uncategorized', '10Low', '10', '—', '—', 'Active']);
    expect(cells('Cuticle Oil')).toEqual(['NC-002', 'Cuticle Oil', 'Hair Care', '15Running low', '10', '$8.50', '$22.00', 'Inactive']);
    expect(cells('Hair Mask')).toEqual(['HC-003', 'Hair Mask', 'Hair Care', '16In stock', '10', '$1,234.50', '$2,000.00', 'Active']);
    expect(screen.getByText('Showing 4 of 4 items')).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toEqual(DEFAULT_QUERY);
  });

  it('colours stock red at the reorder level, yellow up to 1.5 times it and green above', async () => {
    stubInventoryApi();
    await openInventory();

    expect(stockLevelOf('Nail Polish Remover')).toBe('low');
    expect(stockLevelOf('Cuticle Oil')).toBe('warning');
    expect(stockLevelOf('Hair Mask')).toBe('ok');
  });

  it('says out of stock in words for an item with none', async () => {
    stubInventoryApi({ 'GET /api/inventory': () => page([buildItem({ quantity: 0, reorder_level: 5 })]) });
    await openInventory();

    expect(within(rowOf('Argan Oil Shampoo')).getByText('Out of stock')).toBeInTheDocument();
    expect(stockLevelOf('Argan Oil Shampoo')).toBe('low');
  });

  it('shows the summary: items, stock value at cost and retail, low and out-of-stock counts', async () => {
    stubInventoryApi();
    await openInventory();

    const summary = await screen.findByRole('region', { name: 'Inventory summary' });
    expect(within(summary).getByText('40 of 42')).toBeInTheDocument();
    expect(within(summary).getByText('$6,543.25')).toBeInTheDocument();
    expect(within(summary).getByText('$15,210.50')).toBeInTheDocument();
    expect(within(summary).getByText('Low stock').nextSibling).toHaveTextContent('5');
    expect(within(summary).getByText('Out of stock').nextSibling).toHaveTextContent('2');
  });

  it('filters by category on the server and keeps it in the URL', async () => {
    const fetchMock = stubInventoryApi();
    const { router } = await openInventory();

    await chooseOption('Category', 'Nail Care');

    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, category_id: '3' }));
    expect(router.state.location.search).toBe('?category_id=3');
  });

  it('offers All Categories and every category, an inactive one marked', async () => {
    const user = setupUser();
    stubInventoryApi();
    await openInventory();

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const listbox = await screen.findByRole('listbox', { name: 'Category', hidden: true });
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      'All Categories',
      'Hair Care',
      'Nail Care',
      'Old Stock (inactive)',
    ]);
  });

  it('shows only low-stock items when Low Stock Items is pressed, and all again when released', async () => {
    const user = setupUser();
    const fetchMock = stubInventoryApi();
    const { router } = await openInventory();

    const toggle = screen.getByRole('button', { name: 'Low Stock Items' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, low_stock: 'true' }));
    expect(router.state.location.search).toBe('?low_stock=true');
    expect(screen.getByRole('button', { name: 'Low Stock Items' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Low Stock Items' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Low Stock Items' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens with the filters, sort and page of a shared link', async () => {
    const fetchMock = stubInventoryApi({ 'GET /api/inventory': () => page([shampoo], 21) });
    await openInventory('/inventory?search=oil&status=all&category_id=2&low_stock=true&sortBy=quantity&sortOrder=DESC&page=2');

    expect(listQueries(fetchMock)[0]).toEqual({ limit: '20', offset: '20', sortBy: 'quantity', sortOrder: 'DESC', search: 'oil', category_id: '2', low_stock: 'true' });
    expect(screen.getByRole('button', { name: 'Low Stock Items' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveValue('Hair Care');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('leaves malformed filter values from an edited link out of the request', async () => {
    const fetchMock = stubInventoryApi();
    await openInventory('/inventory?category_id=abc&low_stock=yes');

    expect(listQueries(fetchMock)[0]).toEqual(DEFAULT_QUERY);
  });

  it('sorts by a header, twenty to a page', async () => {
    const user = setupUser();
    const fetchMock = stubInventoryApi({ 'GET /api/inventory': () => page([shampoo], 45) });
    await openInventory();

    await user.click(screen.getByRole('button', { name: 'Retail' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, sortBy: 'retail_price' }));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, sortBy: 'retail_price', offset: '40' }));
  });

  it('links each row to its page and its edit form', async () => {
    stubInventoryApi();
    await openInventory();

    expect(screen.getByRole('link', { name: 'View Argan Oil Shampoo' })).toHaveAttribute('href', '/inventory/5');
    expect(screen.getByRole('link', { name: 'Edit Argan Oil Shampoo' })).toHaveAttribute('href', '/inventory/5/edit');
  });

  it('deletes an item after confirmation', async () => {
    const user = setupUser();
    const fetchMock = stubInventoryApi({ 'DELETE /api/inventory/5': () => new Response(null, { status: 204 }) });
    await openInventory();

    await user.click(screen.getByRole('button', { name: 'Delete Argan Oil Shampoo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/inventory/5')).toHaveLength(1);
  });

  it('says when no item matches the filters', async () => {
    stubInventoryApi({ 'GET /api/inventory': () => page([]) });
    signIn(ownerUser);
    renderApp('/inventory?low_stock=true');

    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('says "Invalid response from server" when the API answers without data', async () => {
    stubInventoryApi({ 'GET /api/inventory': () => new Response('', { status: 200 }) });
    signIn(ownerUser);
    renderApp('/inventory');

    expect(await screen.findByText('Error loading items')).toBeInTheDocument();
    expect(screen.getByText('Invalid response from server')).toBeInTheDocument();
  });

  it('shows a receptionist the stock without New, Edit, Adjust, Delete or Categories', async () => {
    stubInventoryApi({ 'GET /api/auth/me': () => dataResponse(receptionistUser) });
    await openInventory('/inventory', receptionistUser);

    expect(screen.getByRole('link', { name: 'View Argan Oil Shampoo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Argan Oil Shampoo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust stock of Argan Oil Shampoo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Argan Oil Shampoo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('keeps a failed summary from hiding the list', async () => {
    stubInventoryApi({ 'GET /api/inventory/summary': () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    await openInventory();

    expect(screen.getByRole('cell', { name: 'Argan Oil Shampoo' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Inventory summary' })).not.toBeInTheDocument();
  });
});
