import { Notifications } from '@mantine/notifications';
import { TOAST_DURATIONS, TOAST_LIMIT } from '../lib/notifications/notify';

/** Where toasts show: bottom left covers no header button and no form action (those sit at the right); three at a time. */
export function Toasts() {
  return <Notifications position="bottom-left" containerWidth={360} limit={TOAST_LIMIT} autoClose={TOAST_DURATIONS.default} />;
}
