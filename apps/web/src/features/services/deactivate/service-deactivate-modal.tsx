import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { Service, ServiceDeactivationImpact } from '@salon/contracts';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatDate } from '../../../lib/format/format-date';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { notify } from '../../../lib/notifications/notify';
import { useServiceDeactivationImpact } from '../api/use-service-deactivation-impact';
import { useUpdateService } from '../api/use-update-service';

type ServiceDeactivateModalProps = { service: Service; opened: boolean; onClose: () => void };

function AffectedTable({ rows }: { rows: ServiceDeactivationImpact['appointments'] }) {
  return (
    <Table.ScrollContainer minWidth={520} type="native" mah={320}>
      <Table aria-label="Upcoming appointments" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Employee</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.appointment_id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.appointment_date)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatTimeOfDay(row.start_time)} – {formatTimeOfDay(row.end_time)}
              </Table.Td>
              <Table.Td>{row.client_name}</Table.Td>
              <Table.Td>{row.employee_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Asks before deactivating a service and says what it affects: the appointments already
 * booked with it stay booked; it only stops new bookings (docs/product-choices.md).
 */
export function ServiceDeactivateModal({ service, opened, onClose }: ServiceDeactivateModalProps) {
  const impact = useServiceDeactivationImpact(service.service_id, opened);
  const updateService = useUpdateService();
  const rows = impact.data?.appointments ?? [];

  const close = () => {
    updateService.reset();
    onClose();
  };

  const deactivate = () =>
    updateService.mutate(
      { serviceId: service.service_id, input: { is_active: false } },
      {
        onSuccess: () => {
          const kept = rows.length ? ` ${rows.length} upcoming ${rows.length === 1 ? 'appointment stays' : 'appointments stay'} booked.` : '';
          notify.success({ title: 'Service deactivated', message: `${service.name} can no longer be booked.${kept}` });
          close();
        },
        onError: (error) => notify.error({ title: 'Service not deactivated', message: error.message }),
      },
    );

  let body;
  if (impact.isPending) body = <LoadingSpinner label="Loading its upcoming appointments" />;
  else if (impact.error) {
    body = (
      <Alert color="red" variant="light" role="alert">
        Could not load its upcoming appointments: {impact.error.message}
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <Text size="sm">No upcoming appointment includes {service.name}. Once deactivated, it can no longer be booked.</Text>;
  } else {
    body = (
      <>
        <Text size="sm">
          {rows.length} upcoming {rows.length === 1 ? 'appointment includes' : 'appointments include'} {service.name}. {rows.length === 1 ? 'It stays' : 'They stay'} booked
          as they are; deactivating only stops new bookings. To cancel one, open it from the appointments list.
        </Text>
        <AffectedTable rows={rows} />
      </>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={`Deactivate ${service.name}?`} size={rows.length ? 'lg' : 'md'} centered>
      <Stack gap="md">
        {body}
        {updateService.error && (
          <Alert color="red" variant="light" role="alert">
            {updateService.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={updateService.isPending}>
            Keep active
          </Button>
          <Button color="red" onClick={deactivate} disabled={!impact.isSuccess} loading={updateService.isPending}>
            Deactivate
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
