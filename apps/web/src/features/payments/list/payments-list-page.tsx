import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { can, MESSAGES, PAYMENT_SORTABLE, PAYMENTS_PAGE_SIZE } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { ListPagination } from '../../../components/resource-list/list-pagination';
import { PlusIcon, SearchIcon } from '../../../components/resource-list/list-icons';
import { ResourceListTable } from '../../../components/resource-list/resource-list-table';
import { useDebouncedInput } from '../../../components/resource-list/use-debounced-input';
import { pageOffset, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { useSession } from '../../../lib/session/use-session';
import { usePayments } from '../api/use-payments';
import { signedMoney } from '../shared/payment-amount';
import { payerName, transactionTypeLabel } from '../shared/payment-labels';
import { PAYMENT_COLUMNS } from './payment-list-columns';
import { PAYMENT_FILTER_KEYS, readPaymentFilters, summaryRange } from './payment-list-filter-values';
import { PaymentListFilters } from './payment-list-filters';
import { PaymentTotalsStrip } from './payment-totals-strip';

const NO_ROW_ACTIONS = { view: true, edit: false, delete: false };

/**
 * /payments: payments and refunds, newest first, searched, filtered and sorted on the server,
 * with every choice in the URL; each row opens the payment's page.
 */
export function PaymentsListPage() {
  const user = useSession()?.user;
  const today = useSalonNow().date;
  const list = useListSearchParams({ sortKeys: PAYMENT_SORTABLE, defaultSortBy: 'payment_date', defaultSortOrder: 'DESC', filterKeys: PAYMENT_FILTER_KEYS });
  const [searchText, setSearchText] = useDebouncedInput(list.search, list.setSearch);
  const filters = readPaymentFilters(list.filters);
  const payments = usePayments({
    limit: PAYMENTS_PAGE_SIZE,
    offset: pageOffset(list.page, PAYMENTS_PAGE_SIZE),
    sort_by: list.sortBy,
    sort_order: list.sortOrder,
    search: list.search || undefined,
    ...filters,
  });

  const rows = payments.data?.items;
  const total = payments.data?.total_count ?? 0;
  const totalPages = Math.ceil(total / PAYMENTS_PAGE_SIZE);

  // A page past the end (an old link, or fewer payments since): show the last page.
  const pastTheEnd = rows !== undefined && rows.length === 0 && totalPages > 0 && list.page > totalPages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(totalPages, { replace: true });
  }, [pastTheEnd, setPage, totalPages]);

  let body: ReactNode;
  if (payments.error) {
    body = (
      <ErrorCard
        title="Error loading payments"
        message={payments.error.message || MESSAGES.internalError}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  } else if (rows === undefined || pastTheEnd) {
    body = <LoadingSpinner label="Loading payments" />;
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl">
        <Stack gap={4} align="center" ta="center">
          <Text fw={600}>No payments found</Text>
          <Text size="sm" c="dimmed">
            {list.isFiltered ? 'Try adjusting your search or filters' : 'Payments taken at the desk appear here.'}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            Showing {rows.length} of {total.toLocaleString('en-US')} payments
          </Text>
          <Text size="sm" c="dimmed">
            Page {list.page.toLocaleString('en-US')} of {totalPages.toLocaleString('en-US')}
          </Text>
        </Group>
        <ResourceListTable
          label="Payments"
          columns={PAYMENT_COLUMNS}
          rows={rows}
          getRowId={(payment) => payment.payment_id}
          getRowName={(payment) =>
            `${transactionTypeLabel(payment.transaction_type)} of ${signedMoney(payment.amount, payment.transaction_type)} · ${payerName(payment.client)}`
          }
          sortBy={list.sortBy}
          sortOrder={list.sortOrder}
          onSort={list.toggleSort}
          basePath="/payments"
          actions={NO_ROW_ACTIONS}
          onDelete={() => undefined}
          stale={payments.isFetching}
        />
        <ListPagination page={list.page} totalPages={totalPages} onChange={list.setPage} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payments"
        description="Payments taken at the desk and the refunds given back."
        actions={
          can(user, 'payments:create') && (
            <Button component={Link} to="/payments/new" leftSection={<PlusIcon size={18} />}>
              Process Payment
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Client name, reference or amount"
            leftSection={<SearchIcon size={16} />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            flex="1 1 280px"
            miw={260}
          />
          <PaymentListFilters list={list} />
          {list.isFiltered && (
            <Button variant="subtle" onClick={list.clearFilters}>
              Clear filters
            </Button>
          )}
        </Group>
      </Paper>
      <PaymentTotalsStrip range={summaryRange(filters, today)} />
      {body}
    </Stack>
  );
}
