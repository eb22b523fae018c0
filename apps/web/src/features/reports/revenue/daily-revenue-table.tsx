import { Table, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { formatCount, moneyOrDash } from '../shared/report-numbers';
import type { DailyRevenueRow } from './daily-revenue';

const signed = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** Today is compared with the previous day only up to the same time: say so under the figure. */
function Until({ time }: { time: string | null }) {
  if (time === null) return null;
  return (
    <Text size="xs" c="dimmed">
      {`both up to ${formatTimeOfDay(time)}`}
    </Text>
  );
}

/** Growth against the previous period's day: green when up, red when down, a dash when there is nothing to compare. */
function VsPrevious({ growth, until }: { growth: number | null; until: string | null }) {
  if (growth === null)
    return (
      <>
        <Text size="sm">—</Text>
        <Until time={until} />
      </>
    );
  const trend = growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat';
  return (
    <>
      <Text size="sm" fw={600} c={trend === 'up' ? 'green.8' : trend === 'down' ? 'red.8' : undefined} data-trend={trend}>
        {signed.format(growth)}%
      </Text>
      <Until time={until} />
    </>
  );
}

/** Daily Revenue Breakdown (spec part 2 §2); "vs Previous" only when comparing. */
export function DailyRevenueTable({ rows, comparing }: { rows: DailyRevenueRow[]; comparing: boolean }) {
  return (
    <Table.ScrollContainer minWidth={comparing ? 560 : 440}>
      <Table aria-label="Daily revenue breakdown" striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Revenue</Table.Th>
            <Table.Th scope="col">Appointments</Table.Th>
            <Table.Th scope="col">Average Ticket</Table.Th>
            {comparing && <Table.Th scope="col">vs Previous</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Th scope="row" fw={500}>
                {formatDate(row.date)}
              </Table.Th>
              <Table.Td>{formatMoney(row.revenue)}</Table.Td>
              <Table.Td>{formatCount(row.appointments)}</Table.Td>
              <Table.Td>{moneyOrDash(row.averageTicket)}</Table.Td>
              {comparing && (
                <Table.Td>
                  <VsPrevious growth={row.vsPrevious} until={row.previousUntil} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
