import { Table } from '@mantine/core';
import type { ServicePopularity } from '@salon/contracts';
import { formatMoney } from '../../../lib/format/format-money';
import { formatCount, percentOrDash } from '../shared/report-numbers';

/** The top-services list holds 5 (spec part 2 §9). */
export const TOP_SERVICES = 5;

/** Top Revenue Services: the five that brought most, with rank, appointments, revenue and share of all services' revenue. */
export function TopRevenueServices({ services }: { services: ServicePopularity[] }) {
  return (
    <Table aria-label="Top revenue services" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">Service</Table.Th>
          <Table.Th scope="col">Appointments</Table.Th>
          <Table.Th scope="col">Revenue</Table.Th>
          <Table.Th scope="col">Share</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {services.slice(0, TOP_SERVICES).map((service, index) => (
          <Table.Tr key={service.serviceId}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Th scope="row" fw={500}>
              {service.serviceName}
            </Table.Th>
            <Table.Td>{formatCount(service.count)}</Table.Td>
            <Table.Td>{formatMoney(service.revenue)}</Table.Td>
            <Table.Td>{percentOrDash(service.percentage)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
