import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { PAYMENTS_PAGE_SIZE, type Client } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ListPagination } from '../../../components/resource-list/list-pagination';
import { SectionCard } from '../../../components/section-card';
import { clientFullName } from '../../../lib/format/client-full-name';
import { useClientPaymentSummary } from '../api/use-client-payment-summary';
import { usePayments } from '../api/use-payments';
import { PaymentRowsTable } from './payment-rows-table';
import { ClientPaymentTotals } from './client-payment-totals';
import { usePaymentsPageParam } from './use-payments-page-param';

function Totals({ clientId }: { clientId: number }) {
  const summary = useClientPaymentSummary(clientId);
  if (summary.isError) {
    return <ErrorCard title="Error loading payment totals" message={summary.error.message} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  }
  return summary.data ? <ClientPaymentTotals summary={summary.data} /> : <LoadingSpinner label="Loading payment totals" />;
}

function PaymentsList({ client }: { client: Client }) {
  const [page, setPage] = usePaymentsPageParam();
  const payments = usePayments({ client_id: client.client_id, limit: PAYMENTS_PAGE_SIZE, offset: (page - 1) * PAYMENTS_PAGE_SIZE });
  const { data } = payments;
  const totalPages = data ? Math.ceil(data.total_count / PAYMENTS_PAGE_SIZE) : 0;

  let body: ReactNode;
  if (payments.isError) {
    body = <ErrorCard title="Error loading payments" message={payments.error.message} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />;
  } else if (!data) {
    body = <LoadingSpinner label="Loading payments" />;
  } else if (data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {page > 1 ? 'No payments on this page.' : `${client.first_name} has no payments yet.`}
      </Text>
    );
  } else {
    body = (
      <Paper withBorder radius="md" opacity={payments.isPlaceholderData ? 0.6 : 1} aria-busy={payments.isPlaceholderData}>
        <PaymentRowsTable
          payments={data.items}
          columns={['date', 'method', 'type', 'amount', 'status', 'reference']}
          label={`Payments of ${clientFullName(client)}`}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="sm">
      {data && data.total_count > 0 && (
        <Group justify="flex-end">
          <Text size="sm" c="dimmed">
            Showing {data.items.length} of {data.total_count} payments · Page {page} of {totalPages}
          </Text>
        </Group>
      )}
      {body}
      {/* An old link past the last page still offers the way back. */}
      <ListPagination page={page} totalPages={totalPages} onChange={setPage} />
    </Stack>
  );
}

/** The client page's "Payments" section: their totals, then their payments and refunds, newest first, ten a page. */
export function ClientPaymentsPanel({ client }: { client: Client }) {
  return (
    <SectionCard title="Payments" description="Money taken from and refunded to this client, newest first.">
      <Totals clientId={client.client_id} />
      <PaymentsList client={client} />
    </SectionCard>
  );
}
