import { Button } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useUpdateService } from '../api/use-update-service';

/** Deactivate or Activate: PUT with only is_active; inactive services are hidden from booking. */
export function ServiceStatusButton({ service }: { service: Service }) {
  const updateService = useUpdateService();
  const deactivating = service.is_active;

  const toggle = () =>
    updateService.mutate(
      { serviceId: service.service_id, input: { is_active: !deactivating } },
      {
        onSuccess: () =>
          notify.success({
            title: deactivating ? 'Service deactivated' : 'Service activated',
            message: deactivating ? `${service.name} is hidden from booking.` : `${service.name} can be booked again.`,
          }),
        onError: (error) => notify.error({ title: deactivating ? 'Service not deactivated' : 'Service not activated', message: error.message }),
      },
    );

  return (
    <Button variant="light" color={deactivating ? 'red' : 'teal'} onClick={toggle} loading={updateService.isPending}>
      {deactivating ? 'Deactivate' : 'Activate'}
    </Button>
  );
}
