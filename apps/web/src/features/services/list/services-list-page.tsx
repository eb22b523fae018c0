import { Stack, Text } from '@mantine/core';
import { SERVICE_SORTABLE, can, type Service } from '@salon/contracts';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { ResourceList } from '../../../components/resource-list/resource-list';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { LIST_PAGE_SIZE, statusQueryValue, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { formatDuration } from '../../../lib/format/format-duration';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { useDeleteService } from '../api/use-delete-service';
import { useServices } from '../api/use-services';
import { ServiceStatusButton } from '../deactivate/service-status-button';
import { readServiceFilters, SERVICE_FILTER_KEYS } from './service-list-filter-values';
import { ServiceListFilters } from './service-list-filters';

type ServiceSort = (typeof SERVICE_SORTABLE)[number];

function PriceCell({ service }: { service: Service }) {
  const range = service.price_varies && service.min_price !== null && service.max_price !== null ? [service.min_price, service.max_price] : null;
  return (
    <Stack gap={0}>
      <Text size="sm">{formatMoney(service.base_price)}</Text>
      {range && (
        <Text size="xs" c="dimmed">
          {formatMoney(range[0])} – {formatMoney(range[1])}
        </Text>
      )}
    </Stack>
  );
}

function DescriptionCell({ service }: { service: Service }) {
  const text = service.short_description || service.description;
  if (!text) return '—';
  // Two lines keep rows even; the whole text is on the detail page and in the tooltip.
  return (
    <Text size="sm" lineClamp={2} maw={320} title={text}>
      {text}
    </Text>
  );
}

const COLUMNS: ResourceListColumn<Service, ServiceSort>[] = [
  {
    header: 'Service Name',
    sortKey: 'name',
    render: (service) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {service.name}
        </Text>
        <Text size="xs" c="dimmed">
          {service.serviceType.name}
        </Text>
      </Stack>
    ),
  },
  { header: 'Price', sortKey: 'base_price', render: (service) => <PriceCell service={service} />, noWrap: true },
  { header: 'Duration', sortKey: 'duration_minutes', render: (service) => formatDuration(service.duration_minutes), noWrap: true },
  { header: 'Description', render: (service) => <DescriptionCell service={service} /> },
  { header: 'Consultation', sortKey: 'requires_consultation', render: (service) => (service.requires_consultation ? 'Required' : 'Optional') },
  { header: 'Status', sortKey: 'is_active', render: (service) => <ActiveBadge isActive={service.is_active} /> },
];

/** /services: the salon's menu, filtered on the server by status, type, price, duration and consultation. */
export function ServicesListPage() {
  const list = useListSearchParams({ sortKeys: SERVICE_SORTABLE, defaultSortBy: 'name', defaultStatus: 'active', filterKeys: SERVICE_FILTER_KEYS });
  const services = useServices({
    page: list.page,
    pageSize: LIST_PAGE_SIZE,
    search: list.search || undefined,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    activeOnly: statusQueryValue(list.status),
    ...readServiceFilters(list.filters),
  });
  const deleteService = useDeleteService();
  const canUpdate = can(useSession()?.user, 'services:update');

  return (
    <ResourceList
      title="Services"
      description="Manage your service menu, prices and durations"
      entity={{ singular: 'Service', plural: 'Services' }}
      resource="services"
      basePath="/services"
      list={list}
      columns={COLUMNS}
      rows={services.data?.services}
      total={services.data?.pagination.total ?? 0}
      loading={services.isPending}
      fetching={services.isFetching}
      error={services.error}
      onRetry={() => void services.refetch()}
      getRowId={(service) => service.service_id}
      getRowName={(service) => service.name}
      onDelete={(service) => deleteService.mutateAsync(service.service_id)}
      rowActions={canUpdate ? (service) => <ServiceStatusButton service={service} compact /> : undefined}
      filters={<ServiceListFilters list={list} />}
    />
  );
}
