import type { ReactNode } from 'react';
import { Anchor, Group, Rating, SimpleGrid, Text } from '@mantine/core';
import { APPOINTMENT_STATUS, can, fromCents, toCents, type Appointment } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatDuration } from '../../../lib/format/format-duration';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { formatAppointmentDay, formatTimeRange, fullName } from '../shared/appointment-detail-format';

const PATTERN_LABELS: Record<NonNullable<Appointment['recurring_pattern']>, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
  quarterly: 'Every three months',
};

const multiline = (text: string | null) =>
  text && (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );

/** A link to a record page when the user may open it; plain text otherwise (it would only lead to "unauthorized"). */
function RecordLink({ to, allowed, children }: { to: string; allowed: boolean; children: ReactNode }) {
  if (!allowed) return <Text size="sm">{children}</Text>;
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

function RatingValue({ rating }: { rating: number }) {
  return (
    <Group gap="xs">
      <Rating value={rating} readOnly size="sm" aria-hidden />
      <Text size="sm">{rating} of 5</Text>
    </Group>
  );
}

/** The outcome card: the rating of a completed visit, the reason of a cancelled one. */
function outcomeOf(appointment: Appointment) {
  if (appointment.status.name === APPOINTMENT_STATUS.completed) {
    return { label: 'Rating', value: appointment.rating === null ? 'No rating given' : <RatingValue rating={appointment.rating} /> };
  }
  if (appointment.status.name === APPOINTMENT_STATUS.cancelled) {
    return { label: 'Cancellation reason', value: appointment.cancellation_reason ?? 'No reason given' };
  }
  return null;
}

export function AppointmentOverview({ appointment }: { appointment: Appointment }) {
  const user = useSession()?.user;
  const { client, employee, service } = appointment;
  const cancelled = appointment.status.name === APPOINTMENT_STATUS.cancelled;
  // A cancelled appointment owes only its late-cancellation fee, the deposit counting toward it.
  const charged = cancelled ? appointment.cancellation_fee : appointment.total_price;
  const balance = fromCents(Math.max(0, toCents(charged) - toCents(appointment.deposit_amount)));
  const outcome = outcomeOf(appointment);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Client">
        <DetailList
          items={[
            {
              label: 'Name',
              value: (
                <RecordLink to={`/clients/${client.client_id}`} allowed={can(user, 'clients:read')}>
                  {fullName(client)}
                </RecordLink>
              ),
            },
            { label: 'Phone', value: client.phone && <Anchor size="sm" href={`tel:${client.phone.replace(/[^\d+]/g, '')}`}>{client.phone}</Anchor> },
            { label: 'Email', value: client.email && <Anchor size="sm" href={`mailto:${client.email}`}>{client.email}</Anchor> },
          ]}
        />
      </SectionCard>

      <SectionCard title="Appointment">
        <DetailList
          items={[
            {
              label: 'Service',
              value: (
                <RecordLink to={`/services/${service.service_id}`} allowed={can(user, 'services:read')}>
                  {service.name}
                </RecordLink>
              ),
            },
            {
              label: 'Employee',
              value: (
                <RecordLink to={`/employees/${employee.employee_id}`} allowed={can(user, 'employees:read')}>
                  {fullName(employee)}
                </RecordLink>
              ),
            },
            { label: 'Date', value: formatAppointmentDay(appointment.appointment_date) },
            { label: 'Time', value: formatTimeRange(appointment.start_time, appointment.end_time) },
            { label: 'Duration', value: formatDuration(appointment.duration_minutes) },
            { label: 'Repeats', value: appointment.is_recurring && appointment.recurring_pattern ? PATTERN_LABELS[appointment.recurring_pattern] : 'Does not repeat' },
          ]}
        />
      </SectionCard>

      <SectionCard title="Price">
        <DetailList
          items={[
            { label: 'Price', value: formatMoney(appointment.total_price) },
            { label: 'Deposit', value: formatMoney(appointment.deposit_amount) },
            ...(cancelled ? [{ label: 'Cancellation fee', value: appointment.cancellation_fee > 0 ? formatMoney(appointment.cancellation_fee) : 'None' }] : []),
            { label: 'Due after deposit', value: formatMoney(balance) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Notes">
        <DetailList
          items={[
            { label: 'Notes for the client', value: multiline(appointment.notes) },
            { label: 'Internal notes', value: multiline(appointment.internal_notes) },
            { label: 'Special requests', value: multiline(appointment.special_requests) },
          ]}
        />
      </SectionCard>

      {outcome && (
        <SectionCard title="Outcome">
          <DetailList items={[outcome]} />
        </SectionCard>
      )}
    </SimpleGrid>
  );
}
