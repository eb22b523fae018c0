import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { notify } from '../../../lib/notifications/notify';
import { useUpdateService } from '../api/use-update-service';
import { ServiceDeactivateModal } from './service-deactivate-modal';

/**
 * Deactivate asks first, showing the upcoming appointments that include the service; Activate
 * acts at once (PUT with only is_active). Inactive services are hidden from booking.
 */
export function ServiceStatusButton({ service, compact = false }: { service: Service; compact?: boolean }) {
  const updateService = useUpdateService();
  const [confirming, setConfirming] = useState(false);
  const size = compact ? 'compact-sm' : 'sm';
  const variant = compact ? 'subtle' : 'light';

  if (service.is_active) {
    return (
      <>
        <Button size={size} variant={variant} color="red" onClick={() => setConfirming(true)} aria-label={compact ? `Deactivate ${service.name}` : undefined}>
          Deactivate
        </Button>
        <ServiceDeactivateModal service={service} opened={confirming} onClose={() => setConfirming(false)} />
      </>
    );
  }

  const activate = () =>
    updateService.mutate(
      { serviceId: service.service_id, input: { is_active: true } },
      {
        onSuccess: () => notify.success({ title: 'Service activated', message: `${service.name} can be booked again.` }),
        onError: (error) => notify.error({ title: 'Service not activated', message: error.message }),
      },
    );
  return (
    <Button size={size} variant={variant} color="teal" onClick={activate} loading={updateService.isPending} aria-label={compact ? `Activate ${service.name}` : undefined}>
      Activate
    </Button>
  );
}
