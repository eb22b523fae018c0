import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import { ToastContainer } from './toast-container';

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

// The chosen scheme is kept in local storage; the CSP forbids the inline script that would apply it before paint.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'salon-color-scheme' });

export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" colorSchemeManager={colorSchemeManager}>
      <ToastContainer />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
