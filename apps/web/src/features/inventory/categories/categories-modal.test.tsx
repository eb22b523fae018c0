import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildItem, buildSummary, categories } from '../../../testing/fixtures/inventory';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';

function stubCategoriesApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/inventory': () => dataResponse({ rows: [buildItem()], count: 1 }),
    'GET /api/inventory/summary': () => dataResponse(buildSummary()),
    'GET /api/inventory/categories': () => dataResponse({ rows: categories, count: categories.length }),
    ...handlers,
  });
}

async function openCategories(user = ownerUser) {
  const actions = setupUser();
  signIn(user);
  renderApp('/inventory');
  await actions.click(await screen.findByRole('button', { name: 'Categories' }));
  const dialog = await screen.findByRole('dialog', { name: 'Product Categories' });
  await within(dialog).findByRole('table', { name: 'Categories' });
  return dialog;
}

const rowOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('Categories in place', () => {
  it('lists every category with its item count and status', async () => {
    stubCategoriesApi();
    const dialog = await openCategories();

    const rows = within(within(dialog).getByRole('table', { name: 'Categories' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Hair Care', '4', 'Active'],
      ['Nail Care', '0', 'Active'],
      ['Old Stock', '1', 'Inactive'],
    ]);
  });

  it('adds a category with its name trimmed', async () => {
    const user = setupUser();
    const fetchMock = stubCategoriesApi({ 'POST /api/inventory/categories': () => dataResponse({ ...categories[0], category_id: 9, name: 'Styling' }, 201) });
    const dialog = await openCategories();

    await replaceText(user, within(dialog).getByRole('textbox', { name: 'New category' }), '  Styling ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/inventory/categories').map((call) => call.body)).toEqual([{ name: 'Styling', description: null, is_active: true }]);
    expect(within(dialog).getByRole('textbox', { name: 'New category' })).toHaveValue('');
  });

  it.each([
    ['', 'Category name is required'],
    ['S', 'Category name must be at least 2 characters'],
    ['S'.repeat(51), 'Category name must be less than 50 characters'],
  ])('refuses the name "%s": %s', async (name, message) => {
    const user = setupUser();
    const fetchMock = stubCategoriesApi();
    const dialog = await openCategories();

    await replaceText(user, within(dialog).getByRole('textbox', { name: 'New category' }), name);
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/inventory/categories')).toHaveLength(0);
  });

  it('shows a name in use at the field', async () => {
    const user = setupUser();
    stubCategoriesApi({ 'POST /api/inventory/categories': () => errorResponse(409, 'CATEGORY_NAME_TAKEN', 'A category with this name already exists') });
    const dialog = await openCategories();

    await replaceText(user, within(dialog).getByRole('textbox', { name: 'New category' }), 'hair care');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));

    expect(await within(dialog).findByText('A category with this name already exists')).toBeInTheDocument();
  });

  it('renames a category, keeping its description and status', async () => {
    const user = setupUser();
    const fetchMock = stubCategoriesApi({ 'PUT /api/inventory/categories/2': () => dataResponse({ ...categories[0], name: 'Hair Products' }) });
    const dialog = await openCategories();

    await user.click(within(dialog).getByRole('button', { name: 'Rename Hair Care' }));
    const name = within(dialog).getByRole('textbox', { name: 'Category name' });
    expect(name).toHaveValue('Hair Care');
    await replaceText(user, name, 'Hair Products');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Hair Care is now Hair Products.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/inventory/categories/2').map((call) => call.body)).toEqual([
      { name: 'Hair Products', description: 'Shampoos, conditioners and treatments', is_active: true },
    ]);
  });

  it('deactivates and activates a category', async () => {
    const user = setupUser();
    const fetchMock = stubCategoriesApi({
      'PUT /api/inventory/categories/2': () => dataResponse({ ...categories[0], is_active: false }),
      'PUT /api/inventory/categories/4': () => dataResponse({ ...categories[2], is_active: true }),
    });
    const dialog = await openCategories();

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Hair Care' }));
    expect(await screen.findByText('Category deactivated')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate Old Stock' }));
    expect(await screen.findByText('Category activated')).toBeInTheDocument();

    expect(callsTo(fetchMock, 'PUT /api/inventory/categories/2').map((call) => call.body)).toEqual([
      { name: 'Hair Care', description: 'Shampoos, conditioners and treatments', is_active: false },
    ]);
    expect(callsTo(fetchMock, 'PUT /api/inventory/categories/4').map((call) => call.body)).toEqual([{ name: 'Old Stock', description: null, is_active: true }]);
  });

  it('deletes an unused category after confirming', async () => {
    const user = setupUser();
    const fetchMock = stubCategoriesApi({ 'DELETE /api/inventory/categories/3': () => new Response(null, { status: 204 }) });
    const dialog = await openCategories();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Nail Care' }));
    expect(within(rowOf(dialog, 'Nail Care')).getByText('Delete Nail Care?')).toBeInTheDocument();
    await user.click(within(rowOf(dialog, 'Nail Care')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/inventory/categories/3')).toHaveLength(1);
  });

  it('says why a category in use cannot be deleted', async () => {
    const user = setupUser();
    stubCategoriesApi({
      'DELETE /api/inventory/categories/2': () => errorResponse(409, 'IN_USE', 'This category is used by 4 items; move them to another category first'),
    });
    const dialog = await openCategories();

    await user.click(within(dialog).getByRole('button', { name: 'Delete Hair Care' }));
    await user.click(within(rowOf(dialog, 'Hair Care')).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This category is used by 4 items; move them to another category first');
  });

  it('lets a user who may only edit rename but neither add nor delete', async () => {
    const editor = buildUser({ roles: [{ name: 'editor', permissions: [{ name: 'inventory:read' }, { name: 'inventory:update' }] }], permissions: ['inventory:read', 'inventory:update'] });
    stubCategoriesApi({ 'GET /api/auth/me': () => dataResponse(editor) });
    const dialog = await openCategories(editor);

    expect(within(dialog).getByRole('button', { name: 'Rename Hair Care' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'New category' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Hair Care' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add New Item' })).not.toBeInTheDocument());
  });
});
