import { Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { useService } from '../api/use-service';
import { ServiceForm } from './service-form';

const LOAD_ERROR = { title: 'Error loading service', notFoundMessage: 'Service not found', backTo: '/services', backLabel: 'Back to Services' } as const;

function EditService({ serviceId }: { serviceId: number }) {
  const service = useService(serviceId);
  if (service.isPending) return <LoadingSpinner label="Loading service" />;
  if (service.isError) return <RecordLoadError {...LOAD_ERROR} error={service.error} onRetry={() => void service.refetch()} />;
  return <ServiceForm service={service.data} />;
}

type ServiceFormPageProps = {
  /** undefined: a new service; null: an edit address whose id cannot exist. */
  serviceId?: number | null;
};

/** /services/new and /services/edit/{id}. */
export function ServiceFormPage({ serviceId }: ServiceFormPageProps) {
  const editing = serviceId !== undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={editing ? 'Edit Service' : 'New Service'}
        description={editing ? 'Change what the service costs, how long it takes and how it is booked.' : 'Add a service to the salon\'s menu.'}
      />
      {serviceId === null && <RecordLoadError {...LOAD_ERROR} error={null} />}
      {typeof serviceId === 'number' && <EditService serviceId={serviceId} />}
      {!editing && <ServiceForm />}
    </Stack>
  );
}
