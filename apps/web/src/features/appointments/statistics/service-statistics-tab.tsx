import { Stack, Text, Title } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { useAppointmentStatistics } from '../api/use-appointment-statistics';
import { AppointmentHistoryTable } from '../owner-history/appointment-history-table';
import type { StatCardKey } from './appointment-statistics-cards';
import { AppointmentStatisticsPanel } from './appointment-statistics-panel';
import { useStatisticsRange } from './appointment-statistics-range';

/** Bookings, revenue, average price and cancellation rate first (DECISIONS §1), then the rest. */
const CARDS: readonly StatCardKey[] = [
  'appointments',
  'revenue',
  'average_price',
  'cancellation_rate',
  'completion_rate',
  'no_show_rate',
  'average_rating',
  'unique_clients',
];

/** How the service sells over a period, who performs it most, and its latest appointments. */
export function ServiceStatisticsTab({ service }: { service: Service }) {
  const range = useStatisticsRange();
  const statistics = useAppointmentStatistics({ service_id: service.service_id, ...range.dates });
  return (
    <Stack gap="xl">
      <AppointmentStatisticsPanel range={range} statistics={statistics} cards={CARDS} top="employees" />
      <Stack gap="sm" component="section" aria-labelledby="service-recent-appointments">
        <Stack gap={2}>
          <Title order={2} size="h4" id="service-recent-appointments">
            Recent appointments
          </Title>
          <Text size="sm" c="dimmed">
            Every appointment for {service.name}, newest first.
          </Text>
        </Stack>
        <AppointmentHistoryTable
          owner="service"
          ownerId={service.service_id}
          columns={['date', 'client', 'employee', 'price', 'status']}
          label={`Appointments for ${service.name}`}
          emptyMessage={`${service.name} has not been booked yet.`}
        />
      </Stack>
    </Stack>
  );
}
