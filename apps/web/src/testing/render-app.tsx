import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { renderWithProviders } from './render-with-providers';

/** The whole app at a path, with its real routes, guards and layouts. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...rendered };
}
