import { Table } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { ErrorCard } from '../../../../components/error-card';
import { LoadingSpinner } from '../../../../components/loading-spinner';
import { formatDuration } from '../../../../lib/format/format-duration';
import { formatMoney } from '../../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../../lib/format/format-time-of-day';
import { useAppointmentDurationTotals, useAppointmentPriceTotals } from '../../api/use-appointment-services';

/** Booked service + extras = the appointment's length and price, as the server adds them up. */
export function AppointmentServicesTotals({ appointment }: { appointment: Appointment }) {
  const price = useAppointmentPriceTotals(appointment.appointment_id);
  const duration = useAppointmentDurationTotals(appointment.appointment_id);

  if (price.isPending || duration.isPending) return <LoadingSpinner label="Loading totals" />;
  if (price.isError || duration.isError) {
    const error = price.error ?? duration.error;
    return (
      <ErrorCard
        title="Error loading totals"
        message={error?.message ?? ''}
        retrying={price.isFetching || duration.isFetching}
        onRetry={() => {
          if (price.isError) void price.refetch();
          if (duration.isError) void duration.refetch();
        }}
      />
    );
  }

  const rows = [
    { label: `Booked service (${appointment.service.name})`, minutes: duration.data.service_minutes, amount: price.data.service_price },
    { label: 'Extra services', minutes: duration.data.extra_minutes, amount: price.data.extras_price },
  ];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Totals" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Part</Table.Th>
            <Table.Th scope="col">Duration</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={400}>
                {row.label}
              </Table.Th>
              <Table.Td>{formatDuration(row.minutes)}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td>
              {formatDuration(duration.data.total_minutes)} (ends {formatTimeOfDay(duration.data.end_time)})
            </Table.Td>
            <Table.Td ta="right">{formatMoney(price.data.total_price)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              Deposit
            </Table.Th>
            <Table.Td />
            <Table.Td ta="right">{formatMoney(price.data.deposit_amount)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              Balance due
            </Table.Th>
            <Table.Td />
            <Table.Td ta="right">{formatMoney(price.data.balance_due)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
