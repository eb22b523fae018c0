import type { ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
// Here rather than in main.tsx, so the chart styles load with the lazy screens that draw charts.
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AppointmentStatistics } from '@salon/contracts';
import { formatMoney, formatWholeMoney } from '../../../lib/format/format-money';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11" as "Nov 2026"; anything else as it came. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  return match ? monthFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * Appointments and revenue per calendar month, as two bar charts (counts and dollars do
 * not share an axis), with the same figures as a table for screen readers.
 */
export function AppointmentStatisticsChart({ byMonth }: { byMonth: AppointmentStatistics['by_month'] }) {
  const data = byMonth.map((row) => ({ ...row, label: monthLabel(row.month) }));
  return (
    <Stack gap="sm" component="section" aria-label="By month">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-hidden>
        <ChartCard title="Appointments by month">
          <BarChart
            h={220}
            data={data}
            dataKey="label"
            series={[
              { name: 'appointments', label: 'Appointments', color: 'blue.6' },
              { name: 'completed', label: 'Completed', color: 'teal.6' },
            ]}
            yAxisProps={{ allowDecimals: false }}
            withLegend
            tickLine="y"
          />
        </ChartCard>
        <ChartCard title="Revenue by month">
          <BarChart
            h={220}
            data={data}
            dataKey="label"
            series={[{ name: 'revenue', label: 'Revenue', color: 'grape.6' }]}
            valueFormatter={formatMoney}
            yAxisProps={{ tickFormatter: (value: number) => formatWholeMoney(value) }}
            tickLine="y"
          />
        </ChartCard>
      </SimpleGrid>
      <VisuallyHidden>
        <Table aria-label="Appointments and revenue by month">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col">Appointments</Table.Th>
              <Table.Th scope="col">Completed</Table.Th>
              <Table.Th scope="col">Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{row.appointments}</Table.Td>
                <Table.Td>{row.completed}</Table.Td>
                <Table.Td>{formatMoney(row.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
      <Text size="xs" c="dimmed">
        Revenue counts completed appointments.
      </Text>
    </Stack>
  );
}
