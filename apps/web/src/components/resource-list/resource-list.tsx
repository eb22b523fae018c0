import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { can, MESSAGES, type Resource } from '@salon/contracts';
import { notify } from '../../lib/notifications/notify';
import { useSession } from '../../lib/session/use-session';
import { ConfirmModal } from '../confirm-modal';
import { ErrorCard } from '../error-card';
import { LoadingSpinner } from '../loading-spinner';
import { PageHeader } from '../page-header';
import { ListPagination } from './list-pagination';
import { PlusIcon, SearchIcon } from './list-icons';
import { ResourceListTable, type ResourceListColumn } from './resource-list-table';
import { useDebouncedInput } from './use-debounced-input';
import { LIST_PAGE_SIZE, type ListSearchState, type StatusFilter } from './use-list-search-params';

export type ResourceListProps<TRow, TSort extends string, TFilter extends string> = {
  title: string;
  /** Shown beside the title (PageHeader's aside), e.g. a switch between views. */
  titleAside?: ReactNode;
  description?: ReactNode;
  /** Names as they read in a heading, e.g. { singular: 'Employee', plural: 'Employees' }. */
  entity: { singular: string; plural: string };
  /** Decides which of Add, View, Edit and Delete the signed-in user sees. */
  resource: Resource;
  /** Add goes to {basePath}/new, View to {basePath}/{id}, Edit to {basePath}/edit/{id} unless editPath says otherwise. */
  basePath: string;
  /** Where Edit goes for a row id, for resources whose edit address differs (inventory: /inventory/{id}/edit). */
  editPath?: (id: number | string) => string;
  /** From useListSearchParams: the URL-backed search, page, sort, status and filters. */
  list: ListSearchState<TSort, TFilter>;
  columns: readonly ResourceListColumn<TRow, TSort>[];
  /** This page's rows; undefined until the first page arrives. */
  rows: readonly TRow[] | undefined;
  /** Matching rows across all pages. */
  total: number;
  /** The server stopped counting at `total`: the count line says "more than", the pages end there. */
  totalAtLeast?: boolean;
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A new page or filter is loading while the previous rows stay on screen. */
  fetching?: boolean;
  error: Error | null;
  onRetry: () => void;
  getRowId: (row: TRow) => number | string;
  /** Names the row in the delete question and in button labels. */
  getRowName: (row: TRow) => string;
  /** Deletes a row and resolves once the list is refreshed; without it there is no Delete button. */
  onDelete?: (row: TRow) => Promise<unknown>;
  /** More buttons of a row, beside View, Edit and Delete (the caller checks their permission). */
  rowActions?: (row: TRow) => ReactNode;
  searchPlaceholder?: string;
  /** Names what the count line counts ('Showing 10 of 42 clients'); without it the line reads 'Showing 10 of 42'. */
  countNoun?: string;
  /** The list's own wording for Status options, e.g. { all: 'All Clients' }. */
  statusLabels?: Partial<Record<StatusFilter, string>>;
  /** The list's own filter controls, shown after Search and Status. */
  filters?: ReactNode;
  /** The list's own header buttons (an export...), shown before Add. */
  headerActions?: ReactNode;
  /** Shown between the header and the filters, e.g. a strip of totals. */
  summary?: ReactNode;
  pageSize?: number;
};

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.internalError;
}

/**
 * The list screen of spec part 1 §2 ("Generic list screen"): header with Add, search,
 * Status and the list's own filters, count line, sortable table with View / Edit / Delete,
 * empty and error states, and pagination. Callers fetch; this component only shows.
 */
export function ResourceList<TRow, TSort extends string, TFilter extends string>({
  title,
  titleAside,
  description,
  entity,
  resource,
  basePath,
  editPath,
  list,
  columns,
  rows,
  total,
  totalAtLeast = false,
  loading,
  fetching = false,
  error,
  onRetry,
  getRowId,
  getRowName,
  onDelete,
  rowActions,
  searchPlaceholder = `Search ${entity.plural.toLowerCase()}...`,
  countNoun,
  statusLabels,
  filters,
  headerActions,
  summary,
  pageSize = LIST_PAGE_SIZE,
}: ResourceListProps<TRow, TSort, TFilter>) {
  const user = useSession()?.user;
  const [searchText, setSearchText] = useDebouncedInput(list.search, list.setSearch);
  // The row stays set while the dialog animates closed, so its question does not go blank.
  const [deleteTarget, setDeleteTarget] = useState<TRow | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const plural = entity.plural.toLowerCase();
  const singular = entity.singular.toLowerCase();
  const totalPages = Math.ceil(total / pageSize);
  const actions = {
    view: can(user, `${resource}:read`),
    edit: can(user, `${resource}:update`),
    delete: onDelete !== undefined && can(user, `${resource}:delete`),
  };

  // A page past the end (the last row of the last page was deleted, or an old link): show the last page.
  const pastTheEnd = rows !== undefined && rows.length === 0 && totalPages > 0 && list.page > totalPages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(totalPages, { replace: true });
  }, [pastTheEnd, setPage, totalPages]);

  const askToDelete = (row: TRow) => {
    setDeleteTarget(row);
    setConfirmOpen(true);
  };

  const confirmDelete = async () => {
    if (deleteTarget === null || !onDelete) return;
    const name = getRowName(deleteTarget);
    setDeleting(true);
    try {
      await onDelete(deleteTarget);
      notify.success({ title: `${entity.singular} deleted`, message: `${name} was deleted.` });
    } catch (failure) {
      // The spec only logs delete failures; staff need to know why (e.g. a 409 for a record in use).
      notify.error({ title: `Could not delete ${name}`, message: messageOf(failure) });
    } finally {
      setDeleting(false);
      setConfirmOpen(false);
    }
  };

  let body: ReactNode;
  if (error) {
    body = <ErrorCard title={`Error loading ${plural}`} message={messageOf(error)} onRetry={onRetry} retrying={fetching} />;
  } else if (loading || rows === undefined || pastTheEnd) {
    body = <LoadingSpinner label={`Loading ${plural}`} />;
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack gap={4} align="center" ta="center">
          <Text fw={600}>No {plural} found</Text>
          <Text size="sm" c="dimmed">
            {list.isFiltered ? 'Try adjusting your search criteria' : `Get started by adding your first ${singular}`}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Showing {rows.length} of {totalAtLeast ? `more than ${total.toLocaleString('en-US')}` : total.toLocaleString('en-US')}
            {countNoun && ` ${countNoun}`}
          </Text>
          <Text size="sm" c="dimmed">
            Page {list.page.toLocaleString('en-US')} of {totalPages.toLocaleString('en-US')}
            {totalAtLeast && '+'}
          </Text>
        </Group>
        <ResourceListTable
          label={entity.plural}
          columns={columns}
          rows={rows}
          getRowId={getRowId}
          getRowName={getRowName}
          sortBy={list.sortBy}
          sortOrder={list.sortOrder}
          onSort={list.toggleSort}
          basePath={basePath}
          editPath={editPath}
          actions={actions}
          onDelete={askToDelete}
          rowActions={rowActions}
          stale={fetching}
        />
        <ListPagination page={list.page} totalPages={totalPages} onChange={list.setPage} />
      </Stack>
    );
  }

  const addButton = can(user, `${resource}:create`) && (
    <Button component={Link} to={`${basePath}/new`} leftSection={<PlusIcon size={18} />}>
      Add New {entity.singular}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        aside={titleAside}
        description={description}
        actions={
          headerActions ? (
            <Group gap="sm" wrap="wrap">
              {headerActions}
              {addButton}
            </Group>
          ) : (
            addButton
          )
        }
      />

      {summary}

      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder={searchPlaceholder}
            leftSection={<SearchIcon size={16} />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            flex="1 1 240px"
            miw={200}
          />
          {list.status !== null && (
            <Select
              label="Status"
              data={STATUS_OPTIONS.map((option) => ({ ...option, label: statusLabels?.[option.value] ?? option.label }))}
              value={list.status}
              onChange={(value) => value && list.setStatus(value as StatusFilter)}
              allowDeselect={false}
              w={140}
            />
          )}
          {filters}
          {list.isFiltered && (
            <Button variant="subtle" onClick={list.clearFilters}>
              Clear filters
            </Button>
          )}
        </Group>
      </Paper>

      {body}

      <ConfirmModal
        opened={confirmOpen}
        title={`Delete ${singular}`}
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => !deleting && setConfirmOpen(false)}
      >
        {deleteTarget !== null && `Are you sure you want to delete ${getRowName(deleteTarget)}?`}
      </ConfirmModal>
    </Stack>
  );
}
