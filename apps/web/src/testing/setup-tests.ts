import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { sessionStore } from '../lib/session/session-store';
import { apiServer } from './api-server';
import { failUnhandledRequest, takeUnhandledRequests } from './stub-api';

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
// jsdom has no layout to scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// findBy/waitFor give up after 1 s by default; a loaded 2-core machine can spend over 10 s on one render.
configure({ asyncUtilTimeout: 20_000 });

// The session store and the toast queue are module singletons; every test starts signed out with no toasts.
beforeEach(() => {
  sessionStore.end();
  window.localStorage.clear();
  notifications.clean();
});

// A test that fakes timers leaves real ones to the next.
afterEach(() => {
  vi.useRealTimers();
});

// MSW answers every fetch of the app; each test brings its own handlers through stubApi.
beforeAll(() => apiServer.listen({ onUnhandledRequest: failUnhandledRequest }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// A request the stubbed API has no handler for is a mistake in the test or the page, never a silent 404.
afterEach(() => {
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) throw new Error(`Requests no stubApi handler answered: ${unhandled.join(', ')}`);
});
