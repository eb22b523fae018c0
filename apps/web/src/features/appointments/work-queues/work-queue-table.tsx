import type { ReactNode } from 'react';
import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { AppointmentDateTimeCell } from '../shared/appointment-date-time-cell';
import { fullName } from '../shared/appointment-detail-format';
import { AppointmentStatusBadge } from '../status/appointment-status-badge';

type WorkQueueTableProps = {
  /** The table's accessible name, e.g. "Overdue appointments". */
  label: string;
  appointments: readonly Appointment[];
  /** A row's buttons; null when the user may not change appointments (the column is then left out). */
  renderActions: ((appointment: Appointment) => ReactNode) | null;
};

/** The client's name over their phone: the front desk often calls before it clicks. */
function ClientCell({ client }: { client: Appointment['client'] }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{fullName(client)}</Text>
      {client.phone && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {client.phone}
        </Text>
      )}
    </Stack>
  );
}

/** A work queue's compact table: when, who, what, with whom, the status, and what to do about it. */
export function WorkQueueTable({ label, appointments, renderActions }: WorkQueueTableProps) {
  return (
    <Paper withBorder radius="md">
      {/* Narrow screens scroll the table inside its frame instead of squeezing the page. */}
      <Table.ScrollContainer minWidth={720} type="native">
        <Table aria-label={label} verticalSpacing="xs" horizontalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date &amp; Time</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Employee</Table.Th>
              <Table.Th>Status</Table.Th>
              {renderActions && (
                // Positioned, so the hidden label stays inside the scrolling table.
                <Table.Th pos="relative">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {appointments.map((appointment) => (
              <Table.Tr key={appointment.appointment_id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <AppointmentDateTimeCell appointment={appointment} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <ClientCell client={appointment.client} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{appointment.service.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{fullName(appointment.employee)}</Table.Td>
                <Table.Td>
                  <AppointmentStatusBadge name={appointment.status.name} />
                </Table.Td>
                {renderActions && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="wrap">
                      {renderActions(appointment)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
