import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { can, NOTIFICATION_PREFERENCE_LABELS, type WaitlistEntry } from '@salon/contracts';
import { useSession } from '../../../lib/session/use-session';
import { formatSalonMoment } from '../shared/salon-times';
import { formatTimeAgo, formatWaitMinutes } from '../shared/wait-time';
import { hasAnyAction, waitlistActionRights } from './waitlist-action-rules';
import { WaitlistEntryActions } from './waitlist-entry-actions';
import { WaitlistStatusBadge } from './waitlist-status-badge';

const partyText = (size: number) => (size === 1 ? 'Party of 1' : `Party of ${size}`);

/** "Women's Haircut with Rosa Diaz, Manicure (any employee)". */
function servicesText(entry: WaitlistEntry): string {
  return entry.requestedServices
    .map((service) => `${service.serviceName} ${service.preferredEmployeeName ? `with ${service.preferredEmployeeName}` : '(any employee)'}`)
    .join(', ');
}

/** The wait line: estimated while waiting, actual once seated (spec part 2 §4). */
function waitText(entry: WaitlistEntry): string | null {
  if (entry.status === 'seated' && entry.actualWaitTime !== null) return `Waited ${formatWaitMinutes(entry.actualWaitTime)}`;
  if (entry.status === 'waiting' && entry.estimatedWaitTime !== null) {
    return entry.estimatedWaitTime === 0 ? 'Est. wait: none' : `Est. wait ${formatWaitMinutes(entry.estimatedWaitTime)}`;
  }
  return null;
}

/** One walk-in: place in the queue, who, how many, what for, how long, and what can be done now. */
export function WaitlistEntryCard({ entry, now }: { entry: WaitlistEntry; now: Date }) {
  const user = useSession()?.user;
  const rights = waitlistActionRights(user, entry);
  const wait = waitText(entry);
  const contact = [entry.clientPhone, entry.clientEmail, partyText(entry.partySize), `Notify by ${NOTIFICATION_PREFERENCE_LABELS[entry.notificationPreference]}`];

  return (
    <Paper component="article" aria-label={entry.clientName} withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group align="flex-start" gap="md" wrap="nowrap" miw={0} flex="1 1 320px">
          {entry.position !== null && (
            <ThemeIcon size={40} radius="xl" variant="light" role="img" aria-label={`Position ${entry.position}`}>
              <Text fw={700}>#{entry.position}</Text>
            </ThemeIcon>
          )}
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={700}>{entry.clientName}</Text>
              <WaitlistStatusBadge status={entry.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {contact.filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">{servicesText(entry)}</Text>
            {entry.notes && (
              <Text size="sm" c="dimmed" fs="italic">
                {entry.notes}
              </Text>
            )}
            <Group gap="md" wrap="wrap">
              <Text size="sm" c="dimmed">
                Added {formatSalonMoment(entry.addedAt, now)} ({formatTimeAgo(entry.addedAt, now)})
              </Text>
              {entry.notifiedAt && (
                <Text size="sm" c="dimmed">
                  Notified {formatSalonMoment(entry.notifiedAt, now)}
                </Text>
              )}
              {wait && (
                <Text size="sm" fw={600}>
                  {wait}
                </Text>
              )}
              {entry.appointmentId !== null && can(user, 'appointments:read') && (
                <Anchor component={Link} to={`/appointments/${entry.appointmentId}`} size="sm">
                  View appointment
                </Anchor>
              )}
            </Group>
          </Stack>
        </Group>
        {hasAnyAction(rights) && <WaitlistEntryActions entry={entry} rights={rights} />}
      </Group>
    </Paper>
  );
}
