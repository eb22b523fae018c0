import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { NotFoundRoute } from './routes/not-found.route';
import { ServiceTypesRoute } from './routes/service-types/service-types.route';

export const routes: RouteObject[] = [
  { path: '/', element: <ServiceTypesRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export function AppRouter() {
  // Created once per mount, not at import, so tests can use the routes with a memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
