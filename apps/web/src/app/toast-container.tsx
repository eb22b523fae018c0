import { lazy, Suspense, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/notifications/notify';

// The toasts' container (with its transitions and scroll-lock helpers) loads with the first
// toast, not with the first page; meanwhile the toast waits in the notifications store. The
// store is given the container's limit and place now, so the queue is right from the first one.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: 'bottom-left' });

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

export function ToastContainer() {
  const { notifications, queue } = useNotifications();
  // Once loaded the container stays, so the last toast can animate out.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
