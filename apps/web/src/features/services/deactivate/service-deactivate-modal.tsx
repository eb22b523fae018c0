import { Text } from '@mantine/core';
import type { AffectedAppointment, Service } from '@salon/contracts';
import { AffectedAppointmentsTable, DeactivationModal, type AffectedColumn } from '../../../components/deactivation-modal';
import { notify } from '../../../lib/notifications/notify';
import { useServiceDeactivationImpact } from '../api/use-service-deactivation-impact';
import { useUpdateService } from '../api/use-update-service';

type ServiceDeactivateModalProps = { service: Service; opened: boolean; onClose: () => void };

const EMPLOYEE_COLUMN: AffectedColumn<AffectedAppointment>[] = [{ header: 'Employee', cell: (row) => row.employee_name }];

/**
 * Asks before deactivating a service and says what it affects: the appointments already
 * booked with it stay booked; it only stops new bookings (docs/product-choices.md).
 */
export function ServiceDeactivateModal({ service, opened, onClose }: ServiceDeactivateModalProps) {
  const impact = useServiceDeactivationImpact(service.service_id, opened);
  const updateService = useUpdateService();
  const rows = impact.data?.appointments ?? [];
  const total = impact.data?.total ?? 0;

  const close = () => {
    updateService.reset();
    onClose();
  };

  const deactivate = () =>
    updateService.mutate(
      { serviceId: service.service_id, input: { is_active: false } },
      {
        onSuccess: () => {
          const kept = total ? ` ${total} upcoming ${total === 1 ? 'appointment stays' : 'appointments stay'} booked.` : '';
          notify.success({ title: 'Service deactivated', message: `${service.name} can no longer be booked.${kept}` });
          close();
        },
        onError: (error) => notify.error({ title: 'Service not deactivated', message: error.message }),
      },
    );

  return (
    <DeactivationModal
      opened={opened}
      title={`Deactivate ${service.name}?`}
      size={rows.length ? 'lg' : 'md'}
      impact={impact}
      loadingWhat="its upcoming appointments"
      error={updateService.error}
      busy={updateService.isPending}
      confirmLabel="Deactivate"
      canConfirm={impact.isSuccess}
      onConfirm={deactivate}
      onClose={close}
    >
      {rows.length === 0 ? (
        <Text size="sm">No upcoming appointment includes {service.name}. Once deactivated, it can no longer be booked.</Text>
      ) : (
        <>
          <Text size="sm">
            {total} upcoming {total === 1 ? 'appointment includes' : 'appointments include'} {service.name}
            {total > rows.length ? ` (the soonest ${rows.length} are listed)` : ''}. {total === 1 ? 'It stays' : 'They stay'} booked as they are; deactivating only stops new
            bookings. To cancel one, open it from the appointments list.
          </Text>
          <AffectedAppointmentsTable rows={rows} columns={EMPLOYEE_COLUMN} minWidth={520} mah={320} />
        </>
      )}
    </DeactivationModal>
  );
}
