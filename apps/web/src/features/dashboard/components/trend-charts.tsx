import { AreaChart, BarChart } from '@mantine/charts';
// Here rather than in main.tsx, so the chart styles load with the lazy screens that draw charts.
import '@mantine/charts/styles.css';
import { Table, VisuallyHidden } from '@mantine/core';
import type { BookingTrendPoint, RevenuePoint } from '@salon/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { dayLabel, formatCompactMoney, formatCompactNumber } from '../../../components/charts/chart-format';
import { formatMoney } from '../../../lib/format/format-money';
import { QuerySection } from './query-section';

const CHART_HEIGHT = 240;

/** The same figures as a table for screen readers, since the chart itself is a picture. */
function FiguresTable({ label, heading, rows }: { label: string; heading: string; rows: { date: string; value: string }[] }) {
  return (
    <VisuallyHidden>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col">{heading}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Th scope="row">{dayLabel(row.date)}</Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/**
 * Money taken net of refunds per day over the last 30 days. The API fills every day, so a
 * series of only zeros is what "nothing to show" looks like.
 */
export function RevenueChart({ query }: { query: UseQueryResult<RevenuePoint[]> }) {
  return (
    <QuerySection title="Revenue, last 30 days" query={query} isEmpty={(points) => points.every((point) => point.revenue === 0)} emptyText="No data available">
      {(points) => (
        <>
          <AreaChart
            aria-hidden
            h={CHART_HEIGHT}
            data={points.map((point) => ({ ...point, label: dayLabel(point.date) }))}
            dataKey="label"
            series={[{ name: 'revenue', label: 'Revenue', color: 'grape.6' }]}
            valueFormatter={formatMoney}
            yAxisProps={{ tickFormatter: formatCompactMoney }}
            // The table below speaks for the chart; no keyboard stop inside a hidden picture.
            areaChartProps={{ accessibilityLayer: false }}
            curveType="monotone"
            withDots={false}
            tickLine="y"
          />
          <FiguresTable label="Revenue per day" heading="Revenue" rows={points.map((point) => ({ date: point.date, value: formatMoney(point.revenue) }))} />
        </>
      )}
    </QuerySection>
  );
}

/** Appointments per day over the last 30 days; only zeros (every day filled) counts as nothing to show. */
export function BookingTrendsChart({ query }: { query: UseQueryResult<BookingTrendPoint[]> }) {
  return (
    <QuerySection title="Booking trends, last 30 days" query={query} isEmpty={(points) => points.every((point) => point.bookings === 0)} emptyText="No data available">
      {(points) => (
        <>
          <BarChart
            aria-hidden
            h={CHART_HEIGHT}
            data={points.map((point) => ({ ...point, label: dayLabel(point.date) }))}
            dataKey="label"
            series={[{ name: 'bookings', label: 'Bookings', color: 'blue.6' }]}
            barChartProps={{ accessibilityLayer: false }}
            yAxisProps={{ allowDecimals: false, tickFormatter: formatCompactNumber }}
            tickLine="y"
          />
          <FiguresTable label="Bookings per day" heading="Bookings" rows={points.map((point) => ({ date: point.date, value: String(point.bookings) }))} />
        </>
      )}
    </QuerySection>
  );
}
