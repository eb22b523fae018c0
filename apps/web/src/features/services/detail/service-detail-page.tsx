import type { ComponentType } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { can, type Service } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { RecordLoadError } from '../../../components/record-load-error';
import { formatDuration } from '../../../lib/format/format-duration';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { useTabParam } from '../../../lib/routing/use-tab-param';
import { useService } from '../api/use-service';
import { ServiceOverview } from './service-overview';
import { ServicePricingPanel } from './service-pricing-panel';
import { ServiceRequirementsPanel } from './service-requirements-panel';
import { ServiceStatusButton } from '../deactivate/service-status-button';

const TABS = ['overview', 'pricing', 'requirements', 'statistics'] as const;
/** Statistics are read from appointments (appointments:read). */
const TABS_WITHOUT_STATISTICS = ['overview', 'pricing', 'requirements'] as const;

/** The appointments feature's statistics tab, passed in by the route so the features stay apart. */
type StatisticsTab = ComponentType<{ service: Service }>;

const LOAD_ERROR = { title: 'Error loading service', notFoundMessage: 'Service not found', backTo: '/services', backLabel: 'Back to Services' } as const;

function ServiceDetail({ serviceId, StatisticsTab }: { serviceId: number; StatisticsTab: StatisticsTab }) {
  const session = useSession();
  const service = useService(serviceId);
  const canUpdate = can(session?.user, 'services:update');
  const canReadAppointments = can(session?.user, 'appointments:read');
  const [tab, setTab] = useTabParam(canReadAppointments ? TABS : TABS_WITHOUT_STATISTICS);

  if (service.isPending) return <LoadingSpinner label="Loading service" />;
  if (service.isError) return <RecordLoadError {...LOAD_ERROR} error={service.error} onRetry={() => void service.refetch()} />;

  const { data } = service;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data.name}
        description={`${data.serviceType.name} · ${formatMoney(data.base_price)} · ${formatDuration(data.duration_minutes)}`}
        actions={
          <Group gap="sm">
            {canUpdate && <ServiceStatusButton service={data} />}
            {canUpdate && (
              <Button component={Link} to={`/services/edit/${data.service_id}`}>
                Edit
              </Button>
            )}
            <Button component={Link} to="/services" variant="default">
              Back
            </Button>
          </Group>
        }
      />
      <Group gap="xs">
        <ActiveBadge isActive={data.is_active} size="lg" />
      </Group>
      <Tabs keepMounted={false} value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="pricing">Pricing &amp; Duration</Tabs.Tab>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          {canReadAppointments && <Tabs.Tab value="statistics">Statistics</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          <ServiceOverview service={data} />
        </Tabs.Panel>
        <Tabs.Panel value="pricing" pt="lg">
          <ServicePricingPanel service={data} />
        </Tabs.Panel>
        <Tabs.Panel value="requirements" pt="lg">
          <ServiceRequirementsPanel service={data} />
        </Tabs.Panel>
        {canReadAppointments && (
          <Tabs.Panel value="statistics" pt="lg">
            <StatisticsTab service={data} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/** /services/{id}; a null id is an address that cannot name a service. */
export function ServiceDetailPage({ serviceId, statisticsTab }: { serviceId: number | null; statisticsTab: StatisticsTab }) {
  if (serviceId === null) return <RecordLoadError {...LOAD_ERROR} error={null} />;
  return <ServiceDetail serviceId={serviceId} StatisticsTab={statisticsTab} />;
}
