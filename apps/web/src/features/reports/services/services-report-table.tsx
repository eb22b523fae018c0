import { Anchor, Table } from '@mantine/core';
import { can, type ServiceReportRow } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { formatCount, moneyOrDash, percentOrDash } from '../shared/report-numbers';

/** Every service of the period with its figures; its name opens the service for those who may. */
export function ServicesReportTable({ rows }: { rows: ServiceReportRow[] }) {
  const user = useSession()?.user;
  const canOpen = user ? can(user, 'services:read') : false;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Service performance" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Service</Table.Th>
            <Table.Th scope="col">Appointments</Table.Th>
            <Table.Th scope="col">Completed</Table.Th>
            <Table.Th scope="col">Revenue</Table.Th>
            <Table.Th scope="col">Average Price</Table.Th>
            <Table.Th scope="col">Cancellation Rate</Table.Th>
            <Table.Th scope="col">No-show Rate</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.serviceId}>
              <Table.Th scope="row" fw={500}>
                {canOpen ? (
                  <Anchor component={Link} to={`/services/${row.serviceId}`} size="sm">
                    {row.serviceName}
                  </Anchor>
                ) : (
                  row.serviceName
                )}
              </Table.Th>
              <Table.Td>{formatCount(row.count)}</Table.Td>
              <Table.Td>{formatCount(row.completed)}</Table.Td>
              <Table.Td>{formatMoney(row.revenue)}</Table.Td>
              <Table.Td>{moneyOrDash(row.averagePrice)}</Table.Td>
              <Table.Td>{percentOrDash(row.cancellationRate)}</Table.Td>
              <Table.Td>{percentOrDash(row.noShowRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
