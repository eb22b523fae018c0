import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATIONS, TOAST_LIMIT } from '../lib/notifications/notify';
import { cssVariablesResolver, theme } from './theme';

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

// The chosen scheme is kept in local storage; the CSP forbids the inline script that would apply it before paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'salon-color-scheme' });

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      {/* Bottom right hides no header button; three at a time, the oldest leaves first. */}
      <Notifications position="bottom-right" limit={TOAST_LIMIT} autoClose={TOAST_DURATIONS.default} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
