import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { can, type AppointmentStatistics } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';

type TopRow = { id: number; name: string; count: number; revenue: number };

const TOP = {
  services: {
    title: 'Top services',
    header: 'Service',
    permission: 'services:read',
    path: (id: number) => `/services/${id}`,
    rows: (s: AppointmentStatistics): TopRow[] => s.top_services.map((row) => ({ id: row.service_id, name: row.name, count: row.count, revenue: row.revenue })),
  },
  employees: {
    title: 'Top employees',
    header: 'Employee',
    permission: 'employees:read',
    path: (id: number) => `/employees/${id}`,
    rows: (s: AppointmentStatistics): TopRow[] =>
      s.top_employees.map((row) => ({ id: row.employee_id, name: `${row.first_name} ${row.last_name}`, count: row.count, revenue: row.revenue })),
  },
} as const;

export type TopListKind = keyof typeof TOP;

/** The services (or employees) with the most appointments in the period, with their revenue. */
export function AppointmentStatisticsTopList({ statistics, kind }: { statistics: AppointmentStatistics; kind: TopListKind }) {
  const user = useSession()?.user;
  const top = TOP[kind];
  const rows = top.rows(statistics);
  const linked = can(user, top.permission);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {top.title}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None in this period.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360} type="native">
            <Table aria-label={top.title} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{top.header}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Appointments
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Revenue
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {linked ? (
                        <Anchor component={Link} to={top.path(row.id)} size="sm">
                          {row.name}
                        </Anchor>
                      ) : (
                        row.name
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.revenue)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
