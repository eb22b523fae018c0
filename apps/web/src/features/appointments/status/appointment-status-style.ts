import type { CSSProperties } from 'react';
import { statusColor } from './appointment-status-colors';

/**
 * CSS variables carrying a status's colour (filled, light background, text on light), for
 * blocks and entries styled in CSS modules; light and dark schemes both come from Mantine.
 */
export function statusStyle(name: string): CSSProperties {
  const color = statusColor(name);
  return {
    '--status-filled': `var(--mantine-color-${color}-filled)`,
    '--status-light': `var(--mantine-color-${color}-light)`,
    '--status-light-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
}
