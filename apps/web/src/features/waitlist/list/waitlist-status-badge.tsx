import { Badge } from '@mantine/core';
import { WAITLIST_STATUS_LABELS, type WaitlistStatus } from '@salon/contracts';

const COLORS: Record<WaitlistStatus, string> = { waiting: 'blue', notified: 'yellow', seated: 'teal', cancelled: 'gray', no_show: 'red' };

export function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {WAITLIST_STATUS_LABELS[status]}
    </Badge>
  );
}
