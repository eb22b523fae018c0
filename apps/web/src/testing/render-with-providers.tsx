import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { createTestQueryClient } from './create-test-query-client';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createTestQueryClient();
  return { queryClient, ...render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>) };
}
