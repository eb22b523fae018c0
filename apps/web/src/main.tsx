// Mantine's global styles; each component's own stylesheet comes with it (build/mantine-component-styles.mts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { createQueryClient } from './lib/api/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root"');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
