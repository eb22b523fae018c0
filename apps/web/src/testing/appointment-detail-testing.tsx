import { screen } from '@testing-library/react';
import { fromCents, toCents, type Appointment, type SessionUser } from '@salon/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppointmentDetailRoute } from '../app/routes/appointments/appointment-detail.route';
import { renderWithProviders } from './render-with-providers';
import { ownerUser, signIn } from './session-fixtures';
import { dataResponse, stubApi } from './stub-api';
import { buildAppointment } from './fixtures/appointments';
import { buildAppointmentBalance } from './fixtures/payments-balance';

type Handlers = Parameters<typeof stubApi>[0];

export const APPOINTMENT_URL = '/api/appointments/42';

/** The API around one appointment: the record, no extras, notes, client notes, history or payments unless a test says otherwise. */
export function stubAppointmentApi(handlers: Handlers = {}, appointment: Appointment = buildAppointment()) {
  return stubApi({
    [`GET ${APPOINTMENT_URL}`]: () => dataResponse(appointment),
    [`GET ${APPOINTMENT_URL}/services`]: () => dataResponse([]),
    [`GET ${APPOINTMENT_URL}/notes`]: () => dataResponse([]),
    [`GET ${APPOINTMENT_URL}/history`]: () => dataResponse([]),
    // The client notes card beside the tabs.
    'GET /api/clients/:id/notes': () => dataResponse([]),
    // The payment card beside the tabs: nothing paid yet but the deposit (a payment taken at booking).
    'GET /api/payments/appointments/:appointmentId/balance': () =>
      dataResponse(
        buildAppointmentBalance({
          total_price: appointment.total_price,
          deposit_amount: appointment.deposit_amount,
          paid_amount: appointment.deposit_amount,
          refunded_amount: 0,
          owed_amount: fromCents(toCents(appointment.total_price) - toCents(appointment.deposit_amount)),
          payments: [],
        }),
      ),
    [`GET ${APPOINTMENT_URL}/calculate-price`]: () =>
      dataResponse({ service_price: appointment.total_price, extras_price: 0, total_price: appointment.total_price, deposit_amount: appointment.deposit_amount, balance_due: appointment.total_price - appointment.deposit_amount }),
    [`GET ${APPOINTMENT_URL}/calculate-duration`]: () =>
      dataResponse({ service_minutes: appointment.duration_minutes, extra_minutes: 0, total_minutes: appointment.duration_minutes, start_time: appointment.start_time, end_time: appointment.end_time }),
    ...handlers,
  });
}

/** Where the page's links lead, so a test can see it arrived. */
const landing = (text: string) => <p>{text}</p>;

/** The detail route at a path, signed in, with the pages its links open stood in for by their names. */
export function renderAppointmentDetail(path = '/appointments/42', user: SessionUser = ownerUser) {
  signIn(user);
  const router = createMemoryRouter(
    [
      { path: '/appointments/:id', element: <AppointmentDetailRoute /> },
      { path: '/appointments', element: landing('Appointments list') },
      { path: '/appointments/edit/:id', element: landing('Edit appointment form') },
      { path: '/payments/new/:appointmentId', element: landing('New payment form') },
      { path: '/clients/:id', element: landing('Client page') },
    ],
    { initialEntries: [path] },
  );
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

/** Opens the page and waits for the appointment's heading. */
export async function openAppointment(path = '/appointments/42', user: SessionUser = ownerUser) {
  const rendered = renderAppointmentDetail(path, user);
  await screen.findByRole('heading', { level: 1, name: "Maya Lopez · Women's Haircut" });
  return rendered;
}
