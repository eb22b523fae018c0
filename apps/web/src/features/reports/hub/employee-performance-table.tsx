import { Group, Progress, Rating, Table, Text } from '@mantine/core';
import type { EmployeePerformance } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChartCard } from '../../../components/charts';
import { formatMoney } from '../../../lib/format/format-money';
import { formatCount, percentOrDash } from '../shared/report-numbers';

function RatingCell({ rating }: { rating: number | null }) {
  // No ratings is a dash, never a made-up number (DECISIONS §5).
  if (rating === null) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Rating value={rating} fractions={10} readOnly size="sm" aria-hidden />
      <Text size="sm">{rating.toFixed(1)}</Text>
    </Group>
  );
}

function UtilizationCell({ row }: { row: EmployeePerformance }) {
  if (row.utilizationRate === null) return <Text size="sm">—</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      {/* Overlapping bookings can pass 100%; the bar stops full. */}
      <Progress value={Math.min(row.utilizationRate, 100)} size="md" w={100} aria-label={`${row.employeeName} utilization`} />
      <Text size="sm">{percentOrDash(row.utilizationRate)}</Text>
    </Group>
  );
}

/** Employee Performance (spec part 2 §2): appointments, revenue, average rating in stars and utilization. */
export function EmployeePerformanceTable({ query }: { query: UseQueryResult<EmployeePerformance[]> }) {
  return (
    <ChartCard title="Employee Performance" state={query} isEmpty={(rows) => rows.length === 0} height={160}>
      {(rows) => (
        <Table.ScrollContainer minWidth={600}>
          <Table aria-label="Employee performance" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Employee</Table.Th>
                <Table.Th scope="col">Appointments</Table.Th>
                <Table.Th scope="col">Revenue</Table.Th>
                <Table.Th scope="col">Avg Rating</Table.Th>
                <Table.Th scope="col">Utilization</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.employeeId}>
                  <Table.Th scope="row" fw={500}>
                    {row.employeeName}
                  </Table.Th>
                  <Table.Td>{formatCount(row.appointmentsCount)}</Table.Td>
                  <Table.Td>{formatMoney(row.revenue)}</Table.Td>
                  <Table.Td>
                    <RatingCell rating={row.averageRating} />
                  </Table.Td>
                  <Table.Td>
                    <UtilizationCell row={row} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ChartCard>
  );
}
