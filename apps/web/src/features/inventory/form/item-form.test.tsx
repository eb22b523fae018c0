import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildItem, buildTransaction, hairCare, nailCare, oldStock } from '../../../testing/fixtures/inventory';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const CREATE = 'POST /api/inventory';
const UPDATE = 'PUT /api/inventory/5';
const shampoo = buildItem();

function stubFormApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    // The form asks for active categories only.
    'GET /api/inventory/categories': () => dataResponse({ rows: [hairCare, nailCare], count: 2 }),
    'GET /api/inventory/5': () => dataResponse(shampoo),
    'GET /api/inventory/transactions': () => dataResponse({ rows: [buildTransaction()], count: 1 }),
    [CREATE]: () => dataResponse(shampoo, 201),
    [UPDATE]: () => dataResponse(shampoo),
    ...handlers,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const fields = {
  name: () => field(/^Product name/),
  sku: () => field(/^SKU/),
  description: () => field(/^Description/),
  quantity: () => field(/^Quantity/),
  reorderLevel: () => field(/^Reorder level/),
  costPrice: () => field(/^Cost price/),
  retailPrice: () => field(/^Retail price/),
};

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}


async function openNewForm() {
  signIn(ownerUser);
  const rendered = renderApp('/inventory/new');
  await screen.findByRole('heading', { level: 1, name: 'New Item' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toBeEnabled());
  return rendered;
}

async function openEditForm() {
  signIn(ownerUser);
  const rendered = renderApp('/inventory/5/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit Item' });
  await screen.findByDisplayValue('Argan Oil Shampoo');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toBeEnabled());
  return rendered;
}

async function submit(label: string) {
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: label }));
}

describe('item form', () => {
  it('groups the fields in the four sections and offers the active categories', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    for (const section of ['Basic Information', 'Stock Information', 'Pricing', 'Status']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const query = new URL(callsTo(fetchMock, 'GET /api/inventory/categories')[0].url, 'http://localhost').searchParams;
    expect(query.get('is_active')).toBe('true');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const listbox = await screen.findByRole('listbox', { name: 'Category', hidden: true });
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Hair Care', 'Nail Care']);
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
  });

  it('asks for the required fields', async () => {
    const fetchMock = stubFormApi();
    await openNewForm();

    await submit('Create Item');

    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Reorder level is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it.each([
    ['short name', 'Product name must be at least 2 characters', fields.name, 'P'],
    ['long name', 'Product name must be less than 100 characters', fields.name, 'P'.repeat(101)],
    ['long SKU', 'SKU must be less than 50 characters', fields.sku, 'S'.repeat(51)],
    ['negative quantity', 'Quantity must be a positive number', fields.quantity, '-1'],
    ['quantity over 999,999', 'Quantity must be a positive number', fields.quantity, '1000000'],
    ['negative reorder level', 'Reorder level must be a positive number', fields.reorderLevel, '-5'],
    ['negative cost price', 'Cost price must be a positive number', fields.costPrice, '-0.01'],
    ['retail price over 999,999.99', 'Retail price must be a positive number', fields.retailPrice, '1000000'],
  ])('gives the spec message for a %s: "%s"', async (_name, message, input, value) => {
    stubFormApi();
    await openNewForm();

    await type(input(), value);

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('creates an item with trimmed text and empty optional values left out, then opens it', async () => {
    const fetchMock = stubFormApi();
    const { router } = await openNewForm();

    await type(fields.name(), '  Argan Oil Shampoo  ');
    await type(fields.sku(), '   ');
    await type(fields.quantity(), '24');
    await type(fields.reorderLevel(), '10');
    await submit('Create Item');

    expect(await screen.findByText('Item created')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE).map((call) => call.body)).toEqual([{ name: 'Argan Oil Shampoo', quantity: 24, reorder_level: 10, is_active: true }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/5'));
  });

  it('sends every field it was given', async () => {
    const fetchMock = stubFormApi();
    await openNewForm();

    await type(fields.name(), 'Argan Oil Shampoo');
    await type(fields.sku(), ' HC-001 ');
    await type(fields.description(), 'Sulfate-free shampoo, 300 ml');
    await chooseOption('Category', 'Hair Care');
    await type(fields.quantity(), '24');
    await type(fields.reorderLevel(), '10');
    await type(fields.costPrice(), '8.5');
    await type(fields.retailPrice(), '22');
    const user = setupUser();
    await user.click(screen.getByRole('switch', { name: /^Active/ }));
    await submit('Create Item');

    await waitFor(() =>
      expect(callsTo(fetchMock, CREATE).map((call) => call.body)).toEqual([
        {
          name: 'Argan Oil Shampoo',
          sku: 'HC-001',
          description: 'Sulfate-free shampoo, 300 ml',
          category_id: 2,
          quantity: 24,
          reorder_level: 10,
          cost_price: 8.5,
          retail_price: 22,
          is_active: false,
        },
      ]),
    );
  });

  it('shows a SKU in use at the SKU field', async () => {
    stubFormApi({ [CREATE]: () => errorResponse(409, 'SKU_TAKEN', 'An item with this SKU already exists') });
    await openNewForm();

    await type(fields.name(), 'Argan Oil Shampoo');
    await type(fields.sku(), 'HC-001');
    await type(fields.quantity(), '24');
    await type(fields.reorderLevel(), '10');
    await submit('Create Item');

    expect(await screen.findByText('An item with this SKU already exists')).toBeInTheDocument();
    expect(fields.sku()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's field error at its field", async () => {
    stubFormApi({ [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { category_id: ['Category not found'] } }) });
    await openNewForm();

    await type(fields.name(), 'Argan Oil Shampoo');
    await chooseOption('Category', 'Nail Care');
    await type(fields.quantity(), '24');
    await type(fields.reorderLevel(), '10');
    await submit('Create Item');

    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });

  it('edits an item: the form holds its values and sends them all but the quantity, emptied ones as null', async () => {
    const fetchMock = stubFormApi();
    const { router } = await openEditForm();

    expect(fields.sku()).toHaveValue('HC-001');
    // The searchable select fills its input in an effect once the categories arrive.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Hair Care'));
    // Stock changes only through Adjust Stock: the quantity is shown read-only and left out of the body.
    expect(fields.quantity()).toHaveValue('24');
    expect(fields.quantity()).toHaveAttribute('readonly');
    expect(screen.getByText('Changed with Adjust Stock, so each change is in the history')).toBeInTheDocument();
    await type(fields.description(), '');
    await submit('Save Changes');

    expect(await screen.findByText('Item updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE).map((call) => call.body)).toEqual([
      { name: 'Argan Oil Shampoo', sku: 'HC-001', description: null, category_id: 2, reorder_level: 10, cost_price: 8.5, retail_price: 22, is_active: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/5'));
  });

  it('adjusts stock from beside the quantity, shows the new count, and a save after it still sends no quantity', async () => {
    const fetchMock = stubFormApi({
      'POST /api/inventory/5/adjust-stock': () =>
        dataResponse({ item: buildItem({ quantity: 21 }), transaction: buildTransaction({ type: 'sale', quantity_change: -3, quantity_after: 21 }) }),
    });
    await openEditForm();
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: 'Adjust Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust stock: Argan Oil Shampoo' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sale' }));
    await replaceText(user, within(dialog).getByRole('textbox', { name: /^Quantity/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));

    expect(await screen.findByText('Argan Oil Shampoo: 21 in stock.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fields.quantity()).toHaveValue('21');
    // The adjustment did not save the item's form.
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);

    await type(fields.name(), 'Argan Oil Shampoo 300 ml');
    await submit('Save Changes');
    await waitFor(() => expect(callsTo(fetchMock, UPDATE)).toHaveLength(1));
    expect(callsTo(fetchMock, UPDATE)[0].body).not.toHaveProperty('quantity');
  });

  it('keeps an item in a since-deactivated category showing it', async () => {
    stubFormApi({ 'GET /api/inventory/5': () => dataResponse(buildItem({ category_id: oldStock.category_id, category: { category_id: oldStock.category_id, name: oldStock.name } })) });
    await openEditForm();

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Old Stock (inactive)'));
  });

  it('says the item is not found', async () => {
    stubFormApi({ 'GET /api/inventory/5': () => errorResponse(404, 'NOT_FOUND', 'Item not found') });
    signIn(ownerUser);
    renderApp('/inventory/5/edit');

    expect(await screen.findByText('Item not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('says "Invalid response from server" when the item comes back empty', async () => {
    stubFormApi({ 'GET /api/inventory/5': () => new Response('', { status: 200 }) });
    signIn(ownerUser);
    renderApp('/inventory/5/edit');

    expect(await screen.findByText('Invalid response from server')).toBeInTheDocument();
  });
});
