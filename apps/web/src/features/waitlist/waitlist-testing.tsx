import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WaitlistPage } from './list/waitlist-page';

/** The waitlist page at `path` (e.g. "/waitlist?status=seated"), with the appointment page it links to. */
export function renderWaitlistPage(path = '/waitlist') {
  const router = createMemoryRouter(
    [
      { path: '/waitlist', element: <WaitlistPage /> },
      { path: '/appointments/:id', element: <p>Appointment page</p> },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
