import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Paper, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import stickyClasses from '../sticky-actions-column.module.css';
import { SortableIcon, SortAscendingIcon, SortDescendingIcon } from './list-icons';
import type { SortOrder } from './use-list-search-params';

export type ResourceListColumn<TRow, TSort extends string = string> = {
  header: string;
  /** The API's sort key; the header becomes a sort button when given. */
  sortKey?: TSort;
  render: (row: TRow) => ReactNode;
  /** Keeps short values (dates, money, phone numbers) on one line. */
  noWrap?: boolean;
};

export type RowActions = { view: boolean; edit: boolean; delete: boolean };

type ResourceListTableProps<TRow, TSort extends string> = {
  label: string;
  columns: readonly ResourceListColumn<TRow, TSort>[];
  rows: readonly TRow[];
  getRowId: (row: TRow) => number | string;
  getRowName: (row: TRow) => string;
  sortBy: TSort;
  sortOrder: SortOrder;
  onSort: (sortKey: TSort) => void;
  basePath: string;
  /** Edit's address for a row id; {basePath}/edit/{id} by default. */
  editPath?: (id: number | string) => string;
  actions: RowActions;
  onDelete: (row: TRow) => void;
  /** More buttons of a row (e.g. Deactivate), before Delete; the list checks their permission. */
  rowActions?: (row: TRow) => ReactNode;
  /** Dims the rows while the next page or filter loads in their place. */
  stale?: boolean;
};

function SortHeader({ header, active, order, onClick }: { header: string; active: boolean; order: SortOrder; onClick: () => void }) {
  const SortIcon = !active ? SortableIcon : order === 'ASC' ? SortAscendingIcon : SortDescendingIcon;
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap">
        {header}
        <SortIcon size={14} opacity={active ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}

export function ResourceListTable<TRow, TSort extends string>({
  label,
  columns,
  rows,
  getRowId,
  getRowName,
  sortBy,
  sortOrder,
  onSort,
  basePath,
  editPath = (id) => `${basePath}/edit/${id}`,
  actions,
  onDelete,
  rowActions,
  stale = false,
}: ResourceListTableProps<TRow, TSort>) {
  const hasActions = actions.view || actions.edit || actions.delete || rowActions !== undefined;
  return (
    <Paper withBorder radius="md" opacity={stale ? 0.6 : 1} aria-busy={stale}>
      {/* Narrow screens scroll the table inside its frame instead of squeezing the page. */}
      <Table.ScrollContainer minWidth={900} type="native">
        <Table aria-label={label} verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const active = column.sortKey !== undefined && column.sortKey === sortBy;
                return (
                  <Table.Th key={column.header} aria-sort={active ? (sortOrder === 'ASC' ? 'ascending' : 'descending') : undefined}>
                    {column.sortKey === undefined ? (
                      column.header
                    ) : (
                      <SortHeader header={column.header} active={active} order={sortOrder} onClick={() => onSort(column.sortKey as TSort)} />
                    )}
                  </Table.Th>
                );
              })}
              {hasActions && (
                // Sticky (so positioned): the hidden label stays inside the scrolling table.
                <Table.Th className={stickyClasses.actions}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const id = getRowId(row);
              const name = getRowName(row);
              return (
                <Table.Tr key={id}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} style={column.noWrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td className={stickyClasses.actions}>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {actions.view && (
                          <Button component={Link} to={`${basePath}/${id}`} size="compact-sm" variant="subtle" aria-label={`View ${name}`}>
                            View
                          </Button>
                        )}
                        {actions.edit && (
                          <Button component={Link} to={editPath(id)} size="compact-sm" variant="subtle" aria-label={`Edit ${name}`}>
                            Edit
                          </Button>
                        )}
                        {rowActions?.(row)}
                        {actions.delete && (
                          <Button size="compact-sm" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={() => onDelete(row)}>
                            Delete
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
