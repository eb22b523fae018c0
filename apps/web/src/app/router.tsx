import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/route-error-page';
import { GuestOnlyRoute } from '../features/auth/components/guest-only-route';
import { RouteGuard } from '../features/auth/components/route-guard';
import { HOME_PATH } from '../lib/return-path';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './layout/root-layout';
import { ForgotPasswordRoute } from './routes/auth/forgot-password.route';
import { LoginRoute } from './routes/auth/login.route';
import { RegisterRoute } from './routes/auth/register.route';
import { ResetPasswordRoute } from './routes/auth/reset-password.route';
import { AppointmentDetailRoute } from './routes/appointments/appointment-detail.route';
import { AppointmentEditRoute } from './routes/appointments/appointment-edit.route';
import { AppointmentNewRoute } from './routes/appointments/appointment-new.route';
import { AppointmentsRoute } from './routes/appointments/appointments.route';
import { ScheduleRoute } from './routes/schedule/schedule.route';
import { ClientDetailRoute } from './routes/clients/client-detail.route';
import { ClientEditRoute } from './routes/clients/client-edit.route';
import { ClientNewRoute } from './routes/clients/client-new.route';
import { ClientsListRoute } from './routes/clients/clients-list.route';
import { DashboardRoute } from './routes/dashboard/dashboard.route';
import { EmployeeDetailRoute } from './routes/employees/employee-detail.route';
import { EmployeeEditRoute } from './routes/employees/employee-edit.route';
import { EmployeeNewRoute } from './routes/employees/employee-new.route';
import { EmployeesListRoute } from './routes/employees/employees-list.route';
import { DiagnosticsRoute } from './routes/open/diagnostics.route';
import { PrivacyRoute } from './routes/open/privacy.route';
import { SupportRoute } from './routes/open/support.route';
import { TermsRoute } from './routes/open/terms.route';
import { TestRoute } from './routes/open/test.route';
import { UnauthorizedRoute } from './routes/open/unauthorized.route';
import { ServiceDetailRoute } from './routes/services/service-detail.route';
import { ServiceEditRoute } from './routes/services/service-edit.route';
import { ServiceNewRoute } from './routes/services/service-new.route';
import { ServicesListRoute } from './routes/services/services-list.route';
import { SettingsRoute } from './routes/settings/settings.route';

/** The route table of spec part 2 §2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnlyRoute />,
            children: [
              { path: 'login', element: <LoginRoute /> },
              { path: 'auth/login', element: <LoginRoute /> },
              { path: 'register', element: <RegisterRoute /> },
              { path: 'auth/register', element: <RegisterRoute /> },
            ],
          },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          {
            // Inside the layout, so a crashing page keeps the shell around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'test', element: <TestRoute /> },
              { path: 'diagnostics', element: <DiagnosticsRoute /> },
              { path: 'unauthorized', element: <UnauthorizedRoute /> },
              { path: 'terms', element: <TermsRoute /> },
              { path: 'privacy', element: <PrivacyRoute /> },
              { path: 'support', element: <SupportRoute /> },
              {
                element: <RouteGuard />,
                children: [
                  { index: true, element: <Navigate to={HOME_PATH} replace /> },
                  { path: 'dashboard', element: <DashboardRoute /> },
                  { path: 'clients', element: <RouteGuard permission="clients:read"><ClientsListRoute /></RouteGuard> },
                  { path: 'clients/new', element: <RouteGuard permission="clients:create"><ClientNewRoute /></RouteGuard> },
                  { path: 'clients/edit/:clientId', element: <RouteGuard permission="clients:update"><ClientEditRoute /></RouteGuard> },
                  { path: 'clients/:clientId', element: <RouteGuard permission="clients:read"><ClientDetailRoute /></RouteGuard> },
                  { path: 'employees', element: <RouteGuard permission="employees:read"><EmployeesListRoute /></RouteGuard> },
                  { path: 'employees/new', element: <RouteGuard permission="employees:create"><EmployeeNewRoute /></RouteGuard> },
                  { path: 'employees/edit/:id', element: <RouteGuard permission="employees:update"><EmployeeEditRoute /></RouteGuard> },
                  { path: 'employees/:id', element: <RouteGuard permission="employees:read"><EmployeeDetailRoute /></RouteGuard> },
                  { path: 'services', element: <RouteGuard permission="services:read"><ServicesListRoute /></RouteGuard> },
                  { path: 'services/new', element: <RouteGuard permission="services:create"><ServiceNewRoute /></RouteGuard> },
                  { path: 'services/edit/:id', element: <RouteGuard permission="services:update"><ServiceEditRoute /></RouteGuard> },
                  { path: 'services/:id', element: <RouteGuard permission="services:read"><ServiceDetailRoute /></RouteGuard> },
                  { path: 'appointments', element: <RouteGuard permission="appointments:read"><AppointmentsRoute /></RouteGuard> },
                  { path: 'appointments/new', element: <RouteGuard permission="appointments:create"><AppointmentNewRoute /></RouteGuard> },
                  { path: 'appointments/edit/:id', element: <RouteGuard permission="appointments:update"><AppointmentEditRoute /></RouteGuard> },
                  { path: 'appointments/:id', element: <RouteGuard permission="appointments:read"><AppointmentDetailRoute /></RouteGuard> },
                  { path: 'schedule', element: <RouteGuard permission="appointments:read"><ScheduleRoute /></RouteGuard> },
                  {
                    path: 'settings',
                    element: (
                      <RouteGuard permission="admin:access">
                        <SettingsRoute />
                      </RouteGuard>
                    ),
                  },
                  // Every other path sits behind the guard too: a visitor to /clients signs in first
                  // (and is brought back to /clients), then an address without a screen goes to /dashboard.
                  // Areas whose screens are not built yet (clients, employees...) land here until their routes exist.
                  { path: '*', element: <Navigate to={HOME_PATH} replace /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount, not at import, so tests can use the routes with a memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
