import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { dataResponse } from '../../testing/stub-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WaitlistPage } from './list/waitlist-page';

/** GET /settings as the waitlist page reads it: the defaults, with walk-ins allowed or not. */
export function settingsAnswer({ allowWalkIns = true, requireDeposit = false } = {}) {
  const { appointments } = DEFAULT_SETTINGS;
  return dataResponse({
    settings: { ...DEFAULT_SETTINGS, appointments: { ...appointments, bookingRules: { ...appointments.bookingRules, allowWalkIns, requireDeposit } } },
    lastUpdated: null,
    updatedBy: null,
  });
}

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
