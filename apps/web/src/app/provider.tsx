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
      {/* Bottom left covers no header button and no form action (those sit at the right); three at a time. */}
      <Notifications position="bottom-left" containerWidth={360} limit={TOAST_LIMIT} autoClose={TOAST_DURATIONS.default} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
