import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CLIENT_SORTABLE, type Client } from '@salon/contracts';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { ResourceList } from '../../../components/resource-list/resource-list';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { LIST_PAGE_SIZE, pageOffset, statusQueryValue, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';
import { useClients } from '../api/use-clients';
import { useDeleteClient } from '../api/use-delete-client';
import { clientFullName } from '../../../lib/format/client-full-name';

type ClientSort = (typeof CLIENT_SORTABLE)[number];

const orDash = (value: string | null) => value || '—';

const COLUMNS: ResourceListColumn<Client, ClientSort>[] = [
  {
    header: 'Name',
    // The spec's Name column sorts by first name; the default order (last name) marks no column.
    sortKey: 'first_name',
    render: (client) => (
      <Anchor component={Link} to={`/clients/${client.client_id}`} size="sm" fw={600}>
        {clientFullName(client)}
      </Anchor>
    ),
    noWrap: true,
  },
  { header: 'Email', sortKey: 'email', render: (client) => orDash(client.email) },
  { header: 'Phone', render: (client) => orDash(client.phone), noWrap: true },
  { header: 'Status', sortKey: 'is_active', render: (client) => <ActiveBadge isActive={client.is_active} /> },
  { header: 'Created', sortKey: 'created_at', render: (client) => formatTimestampDate(client.created_at), noWrap: true },
];

/** /clients: everyone who books with the salon, searched, filtered by status and sorted on the server. */
export function ClientsListPage() {
  const list = useListSearchParams({ sortKeys: CLIENT_SORTABLE, defaultSortBy: 'last_name', defaultStatus: 'active' });
  const clients = useClients({
    limit: LIST_PAGE_SIZE,
    offset: pageOffset(list.page),
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    search: list.search || undefined,
    is_active: statusQueryValue(list.status),
  });
  const deleteClient = useDeleteClient();

  return (
    <ResourceList
      title="Clients"
      description="Everyone who books with the salon."
      entity={{ singular: 'Client', plural: 'Clients' }}
      resource="clients"
      basePath="/clients"
      list={list}
      columns={COLUMNS}
      rows={clients.data?.clients}
      total={clients.data?.total_count ?? 0}
      totalAtLeast={clients.data?.count_is_estimate}
      loading={clients.isPending}
      fetching={clients.isFetching}
      error={clients.error}
      onRetry={() => void clients.refetch()}
      getRowId={(client) => client.client_id}
      getRowName={clientFullName}
      onDelete={(client) => deleteClient.mutateAsync(client.client_id)}
      searchPlaceholder="Search by name, email, or phone..."
      countNoun="clients"
      statusLabels={{ all: 'All Clients' }}
    />
  );
}
