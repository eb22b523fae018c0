import { describeStatus } from '@salon/contracts';

/** A status name as people read it: "in_progress" → "In progress", "no_show" → "No-show", "on_hold" → "On hold". */
export function statusLabel(name: string): string {
  const words = describeStatus(name).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
