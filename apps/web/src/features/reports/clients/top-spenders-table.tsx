import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { can, type TopSpender } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { formatCount, moneyOrDash } from '../shared/report-numbers';

/** Top Spending Clients: rank, name, total spent, visits, average per visit and View Profile for those who may open it. */
export function TopSpendersTable({ spenders }: { spenders: TopSpender[] }) {
  const user = useSession()?.user;
  const canOpen = user ? can(user, 'clients:read') : false;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Top spending clients" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Client</Table.Th>
            <Table.Th scope="col">Total Spent</Table.Th>
            <Table.Th scope="col">Visits</Table.Th>
            <Table.Th scope="col">Avg per Visit</Table.Th>
            {canOpen && (
              <Table.Th scope="col">
                <VisuallyHidden>Profile</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spenders.map((spender, index) => (
            <Table.Tr key={spender.clientId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {spender.clientName}
              </Table.Th>
              <Table.Td>{formatMoney(spender.totalSpent)}</Table.Td>
              <Table.Td>{formatCount(spender.visitCount)}</Table.Td>
              <Table.Td>{moneyOrDash(spender.averagePerVisit)}</Table.Td>
              {canOpen && (
                <Table.Td>
                  <Anchor component={Link} to={`/clients/${spender.clientId}`} size="sm" aria-label={`View profile of ${spender.clientName}`}>
                    View Profile
                  </Anchor>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
