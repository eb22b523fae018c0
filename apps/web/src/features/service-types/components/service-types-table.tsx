import { Paper, Table, Text } from '@mantine/core';
import type { ServiceType } from '@salon/contracts';
import { ServiceTypeStatusBadge } from './service-type-status-badge';

type ServiceTypesTableProps = {
  serviceTypes: ServiceType[];
};

export function ServiceTypesTable({ serviceTypes }: ServiceTypesTableProps) {
  return (
    <Paper withBorder radius="md" shadow="xs">
      {/* Below the min width (phones) the table scrolls sideways instead of squeezing columns. */}
      <Table.ScrollContainer minWidth={620} type="native">
        <Table aria-label="Service types" striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>#</Table.Th>
              <Table.Th w="28%">Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {serviceTypes.map((serviceType) => (
              <Table.Tr key={serviceType.service_type_id}>
                <Table.Td>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {serviceType.service_type_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {serviceType.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {serviceType.description ? (
                    <Text size="sm">{serviceType.description}</Text>
                  ) : (
                    <Text size="sm" c="dimmed" fs="italic">
                      No description
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <ServiceTypeStatusBadge isActive={serviceType.is_active} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
