import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { TOAST_LIMIT } from '../lib/notifications/notify';

// The toasts' container (with its transitions and scroll-lock helpers) loads with the first
// toast, not with the first page; meanwhile the toast waits in the notifications store. The
// store is given the container's limit and place now, so the queue is right from the first one.
notificationsStore.setState({ ...notificationsStore.getState(), limit: TOAST_LIMIT, defaultPosition: 'bottom-left' });

const loadToasts = () => import('./toasts');
const Toasts = lazy(() => loadToasts().then((module) => ({ default: module.Toasts })));

// The first touch or key press (typing a password, say) starts loading the container, so a
// toast that answers it (e.g. "Login Failed") shows at once even on a slow phone, while a
// page that is only looked at loads nothing more.
const WARM_UP_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

function useWarmUpOnFirstInteraction(): void {
  useEffect(() => {
    const warmUp = () => {
      for (const event of WARM_UP_EVENTS) window.removeEventListener(event, warmUp, true);
      void loadToasts();
    };
    for (const event of WARM_UP_EVENTS) window.addEventListener(event, warmUp, true);
    return () => {
      for (const event of WARM_UP_EVENTS) window.removeEventListener(event, warmUp, true);
    };
  }, []);
}

export function ToastContainer() {
  useWarmUpOnFirstInteraction();
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
