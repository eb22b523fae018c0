import { Badge, type MantineSize } from '@mantine/core';
import { statusColor } from './appointment-status-colors';
import { statusLabel } from './appointment-status-label';

/** An appointment's status as a coloured badge, e.g. "In progress" in violet. */
export function AppointmentStatusBadge({ name, size }: { name: string; size?: MantineSize }) {
  return (
    <Badge color={statusColor(name)} variant="light" size={size} miw="max-content">
      {statusLabel(name)}
    </Badge>
  );
}
