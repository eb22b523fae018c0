import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { renderWithProviders } from './render-with-providers';

// The screens, the signed-in shell and the route guard load lazily in the app. Tests import
// them all up front, so the router's lazy() only awaits a cached module and no test spends
// its time budget transforming one.
import.meta.glob(['../app/routes/**/*.route.tsx', '../app/layout/main-layout.tsx', '../features/auth/guards/route-guard.tsx'], { eager: true });

/** The whole app at a path, with its real routes, guards and layouts. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...rendered };
}
