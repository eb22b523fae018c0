import { act, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn, staffUser, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildClient } from '../../../testing/fixtures/clients';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

const LIST = 'GET /api/clients';
const ann = buildClient();
const bob = buildClient({ client_id: 2, first_name: 'Bob', last_name: 'Marsh', email: null, phone: null, is_active: false });

type Handlers = Parameters<typeof stubApi>[0];

function stubClientsApi({ user = ownerUser, total = 25, handlers = {} }: { user?: SessionUser; total?: number; handlers?: Handlers } = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    [LIST]: () => dataResponse({ clients: [ann, bob], total_count: total }),
    ...handlers,
  });
}

async function openList(path = '/clients', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  const table = await screen.findByRole('table', { name: 'Clients' });
  return { ...rendered, table };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const lastListQuery = (fetchMock: ReturnType<typeof stubApi>) => queryOf(callsTo(fetchMock, LIST).at(-1)?.url ?? '');
const searchBox = () => screen.getByRole('textbox', { name: 'Search' });


describe('clients list', () => {
  it('shows a page of clients with the count and page lines, active clients by last name first', async () => {
    const fetchMock = stubClientsApi();
    const { table } = await openList();

    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('placeholder', 'Search by name, email, or phone...');
    expect(screen.getByText('Showing 2 of 25 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Status',
      'Created',
      'Actions',
    ]);
    // The default order (last name) marks no column.
    within(table).getAllByRole('columnheader').forEach((header) => expect(header).not.toHaveAttribute('aria-sort'));
    expect(within(table).getAllByRole('button').slice(0, 4).map((button) => button.textContent)).toEqual(['Name', 'Email', 'Status', 'Created']);

    const [, annRow, bobRow] = within(table).getAllByRole('row');
    expect(within(annRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ann Lee',
      'ann.lee@example.com',
      '+1 555 010 2000',
      'Active',
      'Jan 15, 2026',
      'ViewEditDelete',
    ]);
    expect(within(bobRow).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Bob Marsh', '—', '—', 'Inactive']);
    expect(within(annRow).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/clients/1');
    expect(within(annRow).getByRole('link', { name: 'View Ann Lee' })).toHaveAttribute('href', '/clients/1');
    expect(within(annRow).getByRole('link', { name: 'Edit Ann Lee' })).toHaveAttribute('href', '/clients/edit/1');
    expect(screen.getByRole('link', { name: 'Add New Client' })).toHaveAttribute('href', '/clients/new');

    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
    expect(lastListQuery(fetchMock)).toEqual({ limit: '10', offset: '0', sortBy: 'last_name', sortOrder: 'ASC', is_active: 'true' });
  });

  it('filters by status: All Clients sends no is_active, Inactive sends false, and the choice stays in the address', async () => {
    const user = setupUser();
    const fetchMock = stubClientsApi();
    const { router } = await openList('/clients?page=2');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All Clients', 'Active', 'Inactive']);

    await chooseOption('Status', 'All Clients');
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    expect(lastListQuery(fetchMock)).toEqual({ limit: '10', offset: '0', sortBy: 'last_name', sortOrder: 'ASC' });
    expect(router.state.location.search).toBe('?status=all');

    await chooseOption('Status', 'Inactive');
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(3));
    expect(lastListQuery(fetchMock).is_active).toBe('false');
    expect(router.state.location.search).toBe('?status=inactive');
  });

  it('searches once typing pauses, back on page 1, and keeps the search in the address', async () => {
    const user = setupUser();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubClientsApi();
    const { router } = await openList('/clients?page=3');

    await replaceText(user, searchBox(), 'an');
    await replaceText(user, searchBox(), 'ann');
    // Debounced: nothing is sent while typing.
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
    expect(lastListQuery(fetchMock)).toMatchObject({ search: 'ann', offset: '0' });
    expect(router.state.location.search).toBe('?search=ann');
    // One request for the pause, none for the keystrokes before it.
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS * 2));
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('opens with the search, filter, page and sort of a shared link', async () => {
    const fetchMock = stubClientsApi();
    const { table } = await openList('/clients?search=ann&status=inactive&page=2&sortBy=email&sortOrder=DESC');

    expect(lastListQuery(fetchMock)).toEqual({ limit: '10', offset: '10', sortBy: 'email', sortOrder: 'DESC', search: 'ann', is_active: 'false' });
    expect(searchBox()).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('sorts by a column, toggling between ascending and descending; Name sorts by first name', async () => {
    const user = setupUser();
    const fetchMock = stubClientsApi();
    const { router, table } = await openList('/clients?page=2');

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sortBy: 'first_name', sortOrder: 'ASC', offset: '0' }));
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sortBy=first_name&sortOrder=ASC');

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sortBy: 'first_name', sortOrder: 'DESC' }));
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(table).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sortBy: 'created_at', sortOrder: 'ASC' }));
    expect(within(table).getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('pages with Previous, Next and the page buttons', async () => {
    const user = setupUser();
    const fetchMock = stubClientsApi();
    const { router } = await openList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });

    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(lastListQuery(fetchMock).offset).toBe('10'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastListQuery(fetchMock).offset).toBe('20'));
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows at most five page buttons, around the current page', async () => {
    stubClientsApi({ total: 200 });
    await openList('/clients?page=10');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });

    const numbers = within(pagination)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['8', '9', '10', '11', '12']);
  });

  it('hides the pagination when everything fits on one page', async () => {
    stubClientsApi({ total: 2 });
    await openList();

    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('writes a large book\'s count and pages with thousands separators', async () => {
    stubClientsApi({ total: 89_997 });
    await openList();

    expect(screen.getByText('Showing 2 of 89,997 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 9,000')).toBeInTheDocument();
  });

  it('says "more than" when a search matches more clients than the server counts', async () => {
    stubClientsApi({ handlers: { [LIST]: () => dataResponse({ clients: [ann, bob], total_count: 2_000, count_is_estimate: true }) } });
    await openList('/clients?search=an');

    expect(screen.getByText('Showing 2 of more than 2,000 clients')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200+')).toBeInTheDocument();
  });

  it('moves back to the last page when the page asked for is past the end', async () => {
    stubClientsApi({
      total: 12,
      handlers: { [LIST]: (call) => dataResponse({ clients: Number(queryOf(call.url).offset) < 12 ? [ann, bob] : [], total_count: 12 }) },
    });
    const { router } = await openList('/clients?page=5');

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('deletes a client after confirmation, then reloads the list', async () => {
    const user = setupUser();
    const fetchMock = stubClientsApi({ handlers: { 'DELETE /api/clients/1': () => new Response(null, { status: 204 }) } });
    await openList();

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete client' });
    expect(within(dialog).getByText('Are you sure you want to delete Ann Lee?')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/clients/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Client deleted')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee was deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/clients/1')).toHaveLength(1);
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the question is cancelled', async () => {
    const user = setupUser();
    const fetchMock = stubClientsApi({ handlers: { 'DELETE /api/clients/1': () => new Response(null, { status: 204 }) } });
    await openList();

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete client' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/clients/1')).toHaveLength(0);
  });

  it('says why a delete failed', async () => {
    const user = setupUser();
    stubClientsApi({ handlers: { 'DELETE /api/clients/1': () => errorResponse(403, 'FORBIDDEN', 'You do not have permission to do this') } });
    await openList();

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete client' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Clients' })).toBeInTheDocument();
  });

  it('says when no client matches, with a hint that fits', async () => {
    stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      [LIST]: () => dataResponse({ clients: [], total_count: 0 }),
    });
    signIn(ownerUser);
    const { unmount } = renderApp('/clients');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first client')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    renderApp('/clients?search=zed');
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('shows a load failure with Try Again, which loads the list again', async () => {
    const user = setupUser();
    let fail = true;
    const fetchMock = stubApi({
      'GET /api/auth/me': () => dataResponse(ownerUser),
      [LIST]: () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse({ clients: [ann], total_count: 1 })),
    });
    signIn(ownerUser);
    renderApp('/clients');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading clients')).toBeInTheDocument();
    expect(within(alert).getByText('An unexpected error occurred')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('hides Add, Edit and Delete from a user who may only read clients', async () => {
    stubClientsApi({ user: stylistUser });
    const { table } = await openList('/clients', stylistUser);

    expect(screen.queryByRole('link', { name: 'Add New Client' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Ann Lee' })).toBeInTheDocument();
  });

  it('shows each action only with its own permission', async () => {
    const editor = buildUser({ permissions: ['clients:read', 'clients:update'] });
    stubClientsApi({ user: editor });
    const { table } = await openList('/clients', editor);

    expect(within(table).getByRole('link', { name: 'Edit Ann Lee' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Client' })).not.toBeInTheDocument();
  });

  it.each([
    ['/clients', staffUser],
    ['/clients/new', stylistUser],
    ['/clients/edit/1', stylistUser],
    ['/clients/1', staffUser],
  ])('sends %s to /unauthorized without the permission', async (path, user) => {
    stubClientsApi({ user });
    signIn(user);
    const { router } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});
