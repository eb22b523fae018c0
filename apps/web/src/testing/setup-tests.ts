import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { sessionStore } from '../lib/session-store';

// Mantine reads these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = () => undefined;

// The session store and the toast queue are module singletons; every test starts signed out with no toasts.
beforeEach(() => {
  sessionStore.end();
  window.localStorage.clear();
  notifications.clean();
});
