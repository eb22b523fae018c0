import { Button, Group, Table, Text } from '@mantine/core';
import { endTimeOf, type Appointment, type AppointmentService } from '@salon/contracts';
import { formatDuration } from '../../../../lib/format/format-duration';
import { formatMoney } from '../../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../../lib/format/format-time-of-day';
import { fullName } from '../../shared/appointment-detail-format';

type AppointmentServicesTableProps = {
  appointment: Appointment;
  services: AppointmentService[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (service: AppointmentService) => void;
  onRemove: (service: AppointmentService) => void;
};

/** When an extra begins: the appointment's start plus its offset, on the 12-hour clock. */
function startsAt(appointment: Appointment, offset: number): string {
  const time = endTimeOf(appointment.start_time, offset);
  return time === null || time === '24:00' ? `${formatDuration(offset)} after the start` : formatTimeOfDay(time);
}

export function AppointmentServicesTable({ appointment, services, canEdit, canRemove, onEdit, onRemove }: AppointmentServicesTableProps) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" striped aria-label="Extra services">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Service</Table.Th>
            <Table.Th scope="col">Employee</Table.Th>
            <Table.Th scope="col">Starts</Table.Th>
            <Table.Th scope="col">Duration</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
            {(canEdit || canRemove) && <Table.Th scope="col">Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((extra) => (
            <Table.Tr key={extra.appointment_service_id}>
              <Table.Th scope="row" fw={500}>
                {extra.service.name}
              </Table.Th>
              <Table.Td>{fullName(extra.employee)}</Table.Td>
              <Table.Td>{startsAt(appointment, extra.start_time_offset)}</Table.Td>
              <Table.Td>{formatDuration(extra.duration_minutes)}</Table.Td>
              <Table.Td ta="right">{formatMoney(extra.price)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {extra.notes ?? (
                  <Text span size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              {(canEdit || canRemove) && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {canEdit && (
                      <Button size="compact-xs" variant="subtle" onClick={() => onEdit(extra)} aria-label={`Edit ${extra.service.name}`}>
                        Edit
                      </Button>
                    )}
                    {canRemove && (
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(extra)} aria-label={`Remove ${extra.service.name}`}>
                        Remove
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
