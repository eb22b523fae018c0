import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { Appointment } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { formatDateTime } from '../../../lib/format/format-date-time';

type Step = { label: string; at: string | null; color: string };

/** The steps of spec part 1 §2, in that order; cancelled and no-show end a visit that did not happen. */
function stepsOf(appointment: Appointment): Step[] {
  return [
    { label: 'Created', at: appointment.created_at, color: 'blue' },
    { label: 'Checked In', at: appointment.checked_in_at, color: 'blue' },
    { label: 'Checked Out', at: appointment.checked_out_at, color: 'blue' },
    { label: 'Completed', at: appointment.completed_at, color: 'teal' },
    { label: 'Cancelled', at: appointment.cancelled_at, color: 'red' },
    { label: 'No Show', at: appointment.no_show_at, color: 'orange' },
  ];
}

/**
 * A step not reached reads "Not yet" while the visit is open ("Pending" read like a pending
 * cancellation) and "Not reached" once it is over.
 */
const isClosed = (appointment: Appointment) => [appointment.completed_at, appointment.cancelled_at, appointment.no_show_at].some((at) => at !== null);

export function AppointmentTimeline({ appointment }: { appointment: Appointment }) {
  const closed = isClosed(appointment);
  return (
    <SectionCard title="Timeline">
      <Timeline active={-1} bulletSize={18} lineWidth={2} role="list" aria-label="Appointment timeline">
        {stepsOf(appointment).map(({ label, at, color }) => (
          <Timeline.Item
            key={label}
            role="listitem"
            title={
              <Text size="sm" fw={at ? 600 : 400} c={at ? undefined : 'dimmed'}>
                {label}
              </Text>
            }
            bullet={at ? <ThemeIcon size={18} radius="xl" color={color} aria-hidden /> : undefined}
            lineVariant={at ? 'solid' : 'dashed'}
          >
            {at ? (
              <Text size="xs" c="dimmed">
                <time dateTime={at}>{formatDateTime(at)}</time>
              </Text>
            ) : (
              <Text size="xs" c="dimmed" fs="italic">
                {closed ? 'Not reached' : 'Not yet'}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
