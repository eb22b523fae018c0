import type { MantineColor } from '@mantine/core';
import { APPOINTMENT_STATUS } from '@salon/contracts';

/**
 * One colour per status, shared by the list's badges, the calendar and the day view, so a
 * status reads the same everywhere. Statuses an owner adds later have no colour of their own.
 */
const STATUS_COLORS: Record<string, MantineColor> = {
  [APPOINTMENT_STATUS.pending]: 'yellow',
  [APPOINTMENT_STATUS.confirmed]: 'blue',
  [APPOINTMENT_STATUS.inProgress]: 'violet',
  [APPOINTMENT_STATUS.completed]: 'green',
  [APPOINTMENT_STATUS.cancelled]: 'red',
  [APPOINTMENT_STATUS.noShow]: 'orange',
};

export const UNKNOWN_STATUS_COLOR: MantineColor = 'gray';

export function statusColor(name: string): MantineColor {
  return STATUS_COLORS[name] ?? UNKNOWN_STATUS_COLOR;
}
