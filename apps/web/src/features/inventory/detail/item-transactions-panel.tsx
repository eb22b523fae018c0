import { useState } from 'react';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { InventoryTransaction } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ListPagination } from '../../../components/resource-list/list-pagination';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useInventoryTransactions } from '../api/use-item-transactions';
import { TRANSACTION_TYPE_LABELS } from '../shared/transaction-type-labels';

/** Rows of history per page. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** A change with its sign, e.g. "+12" or "−3", green when it adds. */
function ChangeCell({ change }: { change: number }) {
  const adds = change > 0;
  return (
    <Text size="sm" fw={600} c={adds ? 'teal' : 'red'}>
      {adds ? '+' : '−'}
      {Math.abs(change).toLocaleString('en-US')}
    </Text>
  );
}

function TransactionsTable({ rows }: { rows: InventoryTransaction[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table aria-label="Stock history" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>Quantity after</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.transaction_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>{TRANSACTION_TYPE_LABELS[row.type]}</Table.Td>
              <Table.Td>
                <ChangeCell change={row.quantity_change} />
              </Table.Td>
              <Table.Td>{row.quantity_after.toLocaleString('en-US')}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.reason ?? '—'}</Table.Td>
              <Table.Td>{row.created_by_name ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The item's stock transactions, newest first, ten a page. */
export function ItemTransactionsPanel({ itemId }: { itemId: number }) {
  const [page, setPage] = useState(1);
  const transactions = useInventoryTransactions({ item_id: itemId, limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE });

  let body;
  if (transactions.isError) {
    body = <ErrorCard title="Error loading stock history" message={transactions.error.message} onRetry={() => void transactions.refetch()} retrying={transactions.isFetching} />;
  } else if (!transactions.data) {
    body = <LoadingSpinner label="Loading stock history" />;
  } else if (transactions.data.rows.length === 0) {
    body = <Text c="dimmed">No stock changes recorded yet.</Text>;
  } else {
    const totalPages = Math.ceil(transactions.data.count / TRANSACTIONS_PAGE_SIZE);
    body = (
      <Stack gap="sm">
        <Paper opacity={transactions.isPlaceholderData ? 0.6 : 1} aria-busy={transactions.isPlaceholderData}>
          <TransactionsTable rows={transactions.data.rows} />
        </Paper>
        <ListPagination page={page} totalPages={totalPages} onChange={setPage} />
      </Stack>
    );
  }
  return <SectionCard title="Stock History">{body}</SectionCard>;
}
