import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TextInput } from '@mantine/core';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ownerUser, signIn, stylistUser } from '../../testing/session-fixtures';
import { ResourceList, type ResourceListProps } from './resource-list';
import type { ResourceListColumn } from './resource-list-table';
import { INPUT_DEBOUNCE_MS } from './use-debounced-input';
import { useListSearchParams, type ListSearchState } from './use-list-search-params';
import { chooseOption, replaceText, setupUser } from '../../testing/user-actions';

type Widget = { id: number; name: string; city: string };
type WidgetSort = 'name' | 'city';

const widgets: Widget[] = [
  { id: 1, name: 'Ann Lee', city: 'Paris' },
  { id: 2, name: 'Bo Chen', city: 'Oslo' },
];

const COLUMNS: ResourceListColumn<Widget, WidgetSort>[] = [
  { header: 'Name', sortKey: 'name', render: (widget) => widget.name },
  { header: 'City', sortKey: 'city', render: (widget) => widget.city },
  { header: 'Notes', render: () => 'none' },
];

type HarnessProps = Partial<Omit<ResourceListProps<Widget, WidgetSort, 'city'>, 'list'>> & {
  onState?: (list: ListSearchState<WidgetSort, 'city'>) => void;
};

function Harness({ onState, ...props }: HarnessProps) {
  const list = useListSearchParams({ sortKeys: ['name', 'city'], defaultSortBy: 'name', defaultStatus: 'active', filterKeys: ['city'] });
  onState?.(list);
  return (
    <ResourceList<Widget, WidgetSort, 'city'>
      title="Widgets"
      description="Everything we make"
      entity={{ singular: 'Widget', plural: 'Widgets' }}
      // Any resource the fixtures' permissions speak about; the stylist may only read employees.
      resource="employees"
      basePath="/widgets"
      list={list}
      columns={COLUMNS}
      rows={widgets}
      total={widgets.length}
      loading={false}
      error={null}
      onRetry={() => undefined}
      getRowId={(widget) => widget.id}
      getRowName={(widget) => widget.name}
      onDelete={() => Promise.resolve()}
      filters={<TextInput label="City" value={list.filters.city} onChange={(event) => list.setFilter('city', event.currentTarget.value)} />}
      {...props}
    />
  );
}

function renderList(path = '/widgets', props: HarnessProps = {}, user = ownerUser) {
  signIn(user);
  const router = createMemoryRouter([{ path: '/widgets', element: <Harness {...props} /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  const params = () => new URLSearchParams(router.state.location.search);
  return { router, params };
}


describe('ResourceList', () => {
  it('shows the title, the Add button, the count line and a row of actions per record', () => {
    renderList();

    expect(screen.getByRole('heading', { level: 1, name: 'Widgets' })).toBeInTheDocument();
    expect(screen.getByText('Everything we make')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Widget' })).toHaveAttribute('href', '/widgets/new');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Widgets' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'City', 'Notes', 'Actions']);
    const annRow = within(table).getAllByRole('row')[1];
    expect(within(annRow).getByRole('link', { name: 'View Ann Lee' })).toHaveAttribute('href', '/widgets/1');
    expect(within(annRow).getByRole('link', { name: 'Edit Ann Lee' })).toHaveAttribute('href', '/widgets/edit/1');
    expect(within(annRow).getByRole('button', { name: 'Delete Ann Lee' })).toBeInTheDocument();
    // One page: no pagination at all.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('names what it counts and words the Status options as the list asks', async () => {
    const user = setupUser();
    renderList('/widgets', { countNoun: 'widgets', statusLabels: { all: 'All Widgets' } });

    expect(screen.getByText('Showing 2 of 2 widgets')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All Widgets', 'Active', 'Inactive']);
  });

  it('says "more than" when the server stopped counting, and pages up to where it stopped', () => {
    renderList('/widgets', { countNoun: 'widgets', total: 10_000, totalAtLeast: true });

    expect(screen.getByText('Showing 2 of more than 10,000 widgets')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1,000+')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5']);
  });

  it("shows the list's own header actions before Add", () => {
    renderList('/widgets', { headerActions: <button type="button">Export widgets</button> });

    const header = screen.getByRole('heading', { level: 1, name: 'Widgets' }).parentElement?.parentElement as HTMLElement;
    const controls = Array.from(header.querySelectorAll('a, button')).map((control) => control.textContent);
    expect(controls).toEqual(['Export widgets', 'Add New Widget']);
  });

  it('shows header actions to a user who may not add, without the Add button', () => {
    renderList('/widgets', { headerActions: <button type="button">Export widgets</button> }, stylistUser);

    expect(screen.getByRole('button', { name: 'Export widgets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Widget' })).not.toBeInTheDocument();
  });

  it('hides Add, Edit and Delete from a user who may only read', () => {
    renderList('/widgets', {}, stylistUser);

    expect(screen.queryByRole('link', { name: 'Add New Widget' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ann Lee' })).not.toBeInTheDocument();
  });

  it('offers no Delete when the list has no delete action', () => {
    renderList('/widgets', { onDelete: undefined });

    expect(screen.getByRole('link', { name: 'Edit Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ann Lee' })).not.toBeInTheDocument();
  });

  it('reads its whole state from the URL', () => {
    let state: ListSearchState<WidgetSort, 'city'> | undefined;
    renderList('/widgets?search=ann&status=inactive&page=2&sortBy=city&sortOrder=desc&city=Paris', {
      total: 45,
      onState: (list) => {
        state = list;
      },
    });

    expect(state).toMatchObject({ search: 'ann', status: 'inactive', page: 2, sortBy: 'city', sortOrder: 'DESC', filters: { city: 'Paris' }, isFiltered: true });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('falls back to the defaults for values the URL cannot hold', () => {
    let state: ListSearchState<WidgetSort, 'city'> | undefined;
    renderList('/widgets?page=abc&sortBy=password&sortOrder=sideways&status=maybe', {
      onState: (list) => {
        state = list;
      },
    });

    expect(state).toMatchObject({ search: '', status: 'active', page: 1, sortBy: 'name', sortOrder: 'ASC', isFiltered: false });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('applies the search once typing pauses, and goes back to page 1', async () => {
    const user = setupUser();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { params } = renderList('/widgets?page=3', { total: 45 });

    await replaceText(user, screen.getByRole('textbox', { name: 'Search' }), 'an');
    await replaceText(user, screen.getByRole('textbox', { name: 'Search' }), 'ann ');
    // Not on every keystroke.
    expect(params().get('search')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));

    expect(params().get('search')).toBe('ann');
    expect(params().get('page')).toBeNull();
    // The typed text is left as typed.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ann ');
  });

  it('filters by status, Active by default, and keeps the default out of the URL', async () => {
    const { params } = renderList('/widgets?page=2', { total: 45 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');

    await chooseOption('Status', 'All');
    expect(params().get('status')).toBe('all');
    expect(params().get('page')).toBeNull();
  });

  it('leaves the default status out of the URL', async () => {
    const { params } = renderList('/widgets?status=inactive');

    await chooseOption('Status', 'Active');
    expect(params().get('status')).toBeNull();
  });

  it('has no Status filter when the list has no active default', () => {
    function NoStatusHarness() {
      const list = useListSearchParams({ sortKeys: ['name'], defaultSortBy: 'name' });
      return (
        <ResourceList
          title="Widgets"
          entity={{ singular: 'Widget', plural: 'Widgets' }}
          resource="employees"
          basePath="/widgets"
          list={list}
          columns={COLUMNS.slice(0, 1) as ResourceListColumn<Widget, 'name'>[]}
          rows={widgets}
          total={2}
          loading={false}
          error={null}
          onRetry={() => undefined}
          getRowId={(widget) => widget.id}
          getRowName={(widget) => widget.name}
        />
      );
    }
    signIn(ownerUser);
    const router = createMemoryRouter([{ path: '/widgets', element: <NoStatusHarness /> }], { initialEntries: ['/widgets'] });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('keeps its own filters in the URL and clears every filter at once', async () => {
    const user = setupUser();
    const { params } = renderList('/widgets?search=ann&status=all&page=2', { total: 45 });

    await replaceText(user, screen.getByRole('textbox', { name: 'City' }), 'Oslo');
    expect(params().get('city')).toBe('Oslo');
    expect(params().get('page')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect([...params().keys()]).toEqual([]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('keeps both of two changes made in the same moment', () => {
    let state: ListSearchState<WidgetSort, 'city'> | undefined;
    const { params } = renderList('/widgets', {
      onState: (list) => {
        state = list;
      },
    });

    act(() => {
      state?.setFilter('city', 'Oslo');
      state?.setSearch('ann');
    });
    expect(params().get('city')).toBe('Oslo');
    expect(params().get('search')).toBe('ann');
  });

  it('adds no history entry when a filter is set to the value it already has', () => {
    let state: ListSearchState<WidgetSort, 'city'> | undefined;
    const { router } = renderList('/widgets?city=Oslo', {
      onState: (list) => {
        state = list;
      },
    });
    const navigations = vi.fn();
    router.subscribe(navigations);

    act(() => state?.setFilter('city', 'Oslo'));
    expect(navigations).not.toHaveBeenCalled();
  });

  it('sorts by a column, toggling between ascending and descending', async () => {
    const user = setupUser();
    const { params } = renderList('/widgets?page=2', { total: 45 });
    const sortState = (name: string) => screen.getByRole('columnheader', { name }).getAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(params().get('sortBy')).toBe('city');
    expect(params().get('sortOrder')).toBe('ASC');
    expect(params().get('page')).toBeNull();
    expect(sortState('City')).toBe('ascending');
    expect(sortState('Name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(params().get('sortOrder')).toBe('DESC');
    expect(sortState('City')).toBe('descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    // Back to the default sort, which stays out of the URL.
    expect(params().get('sortBy')).toBeNull();
    expect(params().get('sortOrder')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(params().get('sortBy')).toBe('name');
    expect(params().get('sortOrder')).toBe('DESC');
    // Columns without a sort key are plain headers.
    expect(screen.queryByRole('button', { name: 'Notes' })).not.toBeInTheDocument();
  });

  it('pages with Previous, Next and up to five numbered buttons', async () => {
    const user = setupUser();
    const { params } = renderList('/widgets', { total: 45 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = () => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(params().get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(params().get('page')).toBe('5');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(params().get('page')).toBe('4');
  });

  it('moves the five page buttons along a long list', async () => {
    const user = setupUser();
    const { params } = renderList('/widgets?page=8', { total: 120 });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });

    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['6', '7', '8', '9', '10']);
    await user.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(params().get('page')).toBe('10');
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent)).toEqual(['8', '9', '10', '11', '12']);
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    const { params } = renderList('/widgets?page=9', { rows: [], total: 45 });

    await waitFor(() => expect(params().get('page')).toBe('5'));
  });

  it('invites a first record when the list is empty and unfiltered', () => {
    renderList('/widgets', { rows: [], total: 0 });

    expect(screen.getByText('No widgets found')).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your first widget')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it.each(['/widgets?search=zzz', '/widgets?status=inactive', '/widgets?city=Rome'])('suggests adjusting the criteria when %s finds nothing', (path) => {
    renderList(path, { rows: [], total: 0 });

    expect(screen.getByText('No widgets found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('shows a load failure with its message and tries again', async () => {
    const user = setupUser();
    const onRetry = vi.fn();
    renderList('/widgets', { rows: undefined, error: new Error('The database is asleep'), onRetry });

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Error loading widgets')).toBeInTheDocument();
    expect(within(alert).getByText('The database is asleep')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says an unexpected error occurred when a failure has no message', () => {
    renderList('/widgets', { rows: undefined, error: new Error('') });

    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', () => {
    renderList('/widgets', { rows: undefined, loading: true });

    expect(screen.getByRole('status', { name: 'Loading widgets' })).toBeInTheDocument();
  });

  it('deletes a record only after confirmation, then says so', async () => {
    const user = setupUser();
    const onDelete = vi.fn(() => Promise.resolve());
    renderList('/widgets', { onDelete });

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete widget' });
    expect(within(dialog).getByText('Are you sure you want to delete Ann Lee?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Ann Lee' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete widget' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Widget deleted')).toBeInTheDocument();
    expect(screen.getByText('Ann Lee was deleted.')).toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(widgets[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives focus back to the Delete button when the question is cancelled', async () => {
    const user = setupUser();
    renderList('/widgets', { onDelete: () => Promise.resolve() });

    const deleteButton = screen.getByRole('button', { name: 'Delete Ann Lee' });
    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete widget' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteButton).toHaveFocus());
  });

  it('tells the user why a delete failed', async () => {
    const user = setupUser();
    const onDelete = vi.fn(() => Promise.reject(new Error('This widget has upcoming appointments')));
    renderList('/widgets', { onDelete });

    await user.click(screen.getByRole('button', { name: 'Delete Bo Chen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete widget' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Could not delete Bo Chen')).toBeInTheDocument();
    expect(screen.getByText('This widget has upcoming appointments')).toBeInTheDocument();
  });
});
