import { notifications } from '@mantine/notifications';

/** How long each kind of toast stays, in milliseconds (spec part 1 §9). */
export const TOAST_DURATIONS = {
  default: 5000,
  error: 8000,
  warning: 6000,
} as const;

/** Toasts shown at once; more wait their turn. */
export const TOAST_LIMIT = 3;

type ToastKind = 'success' | 'error' | 'warning' | 'info';

type Toast = {
  title?: string;
  message: string;
  /** Stays until dismissed. */
  persistent?: boolean;
};

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', warning: 'yellow', info: 'blue' };

function durationOf(kind: ToastKind): number {
  if (kind === 'error') return TOAST_DURATIONS.error;
  if (kind === 'warning') return TOAST_DURATIONS.warning;
  return TOAST_DURATIONS.default;
}

function show(kind: ToastKind, { title, message, persistent = false }: Toast): void {
  notifications.show({ color: COLORS[kind], title, message, autoClose: persistent ? false : durationOf(kind) });
}

export const notify = {
  success: (toast: Toast) => show('success', toast),
  error: (toast: Toast) => show('error', toast),
  warning: (toast: Toast) => show('warning', toast),
  info: (toast: Toast) => show('info', toast),
};
