import { useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/loading-spinner';
import { RouteErrorPage } from '../components/route-error-page';
import { GuestOnlyRoute } from '../features/auth/guards/guest-only-route';
import type { AccessRequirements } from '../lib/session/access-rules';
import { HOME_PATH } from '../lib/routing/return-path';
import { AuthLayout } from './layout/auth-layout';
import { RootLayout } from './layout/root-layout';
import { LoginRoute } from './routes/auth/login.route';

/**
 * The guard of signed-in pages, fetched with them: its permission rules read the whole API
 * contract, which sign-in does not need.
 */
const loadRouteGuard = () => import('../features/auth/guards/route-guard').then((m) => m.RouteGuard);

/**
 * A screen in its own chunk, fetched when a navigation first matches it (the router keeps the
 * current page up meanwhile). With requirements it sits behind a RouteGuard.
 */
function screen(load: () => Promise<ComponentType>, requirements?: AccessRequirements): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      if (!requirements) {
        const Screen = await load();
        return { element: <Screen /> };
      }
      const [Screen, RouteGuard] = await Promise.all([load(), loadRouteGuard()]);
      return { element: <RouteGuard {...requirements}><Screen /></RouteGuard> };
    },
  };
}

/** Shown while the first page's chunks (screen, and shell and guard when signed in) load, like the pages' own loading state. */
const loadingScreen = <LoadingSpinner label="Loading page" fullPage />;

/**
 * The route table of spec part 2 §2. The main chunk holds the router, the sign-in frame,
 * sign-in's form and the session; every other screen, the signed-in shell and the
 * guard load lazily, so the first page downloads only what it draws.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: loadingScreen,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            element: <GuestOnlyRoute />,
            children: [
              // Sign-in ships with the first page: it is where a phone usually lands, and one file is one round trip.
              { path: 'login', element: <LoginRoute /> },
              { path: 'auth/login', element: <LoginRoute /> },
              { path: 'register', ...screen(() => import('./routes/auth/register.route').then((m) => m.RegisterRoute)) },
              { path: 'auth/register', ...screen(() => import('./routes/auth/register.route').then((m) => m.RegisterRoute)) },
            ],
          },
          { path: 'forgot-password', ...screen(() => import('./routes/auth/forgot-password.route').then((m) => m.ForgotPasswordRoute)) },
          { path: 'reset-password', ...screen(() => import('./routes/auth/reset-password.route').then((m) => m.ResetPasswordRoute)) },
        ],
      },
      {
        // Sign-in needs neither the shell nor its menus: they load with the first page inside it.
        lazy: async () => ({ Component: (await import('./layout/main-layout')).MainLayout }),
        children: [
          {
            // Inside the layout, so a crashing page keeps the shell around its error.
            errorElement: <RouteErrorPage />,
            children: [
              { path: 'test', ...screen(() => import('./routes/open/test.route').then((m) => m.TestRoute)) },
              { path: 'diagnostics', ...screen(() => import('./routes/open/diagnostics.route').then((m) => m.DiagnosticsRoute)) },
              { path: 'unauthorized', ...screen(() => import('./routes/open/unauthorized.route').then((m) => m.UnauthorizedRoute)) },
              { path: 'terms', ...screen(() => import('./routes/open/terms.route').then((m) => m.TermsRoute)) },
              { path: 'privacy', ...screen(() => import('./routes/open/privacy.route').then((m) => m.PrivacyRoute)) },
              { path: 'support', ...screen(() => import('./routes/open/support.route').then((m) => m.SupportRoute)) },
              {
                lazy: async () => ({ Component: await loadRouteGuard() }),
                children: [
                  { index: true, element: <Navigate to={HOME_PATH} replace /> },
                  { path: 'dashboard', ...screen(() => import('./routes/dashboard/dashboard.route').then((m) => m.DashboardRoute)) },
                  { path: 'clients', ...screen(() => import('./routes/clients/clients-list.route').then((m) => m.ClientsListRoute), { permission: 'clients:read' }) },
                  { path: 'clients/new', ...screen(() => import('./routes/clients/client-new.route').then((m) => m.ClientNewRoute), { permission: 'clients:create' }) },
                  { path: 'clients/edit/:clientId', ...screen(() => import('./routes/clients/client-edit.route').then((m) => m.ClientEditRoute), { permission: 'clients:update' }) },
                  { path: 'clients/:clientId', ...screen(() => import('./routes/clients/client-detail.route').then((m) => m.ClientDetailRoute), { permission: 'clients:read' }) },
                  { path: 'employees', ...screen(() => import('./routes/employees/employees-list.route').then((m) => m.EmployeesListRoute), { permission: 'employees:read' }) },
                  { path: 'employees/new', ...screen(() => import('./routes/employees/employee-new.route').then((m) => m.EmployeeNewRoute), { permission: 'employees:create' }) },
                  { path: 'employees/edit/:id', ...screen(() => import('./routes/employees/employee-edit.route').then((m) => m.EmployeeEditRoute), { permission: 'employees:update' }) },
                  { path: 'employees/:id', ...screen(() => import('./routes/employees/employee-detail.route').then((m) => m.EmployeeDetailRoute), { permission: 'employees:read' }) },
                  { path: 'services', ...screen(() => import('./routes/services/services-list.route').then((m) => m.ServicesListRoute), { permission: 'services:read' }) },
                  { path: 'services/new', ...screen(() => import('./routes/services/service-new.route').then((m) => m.ServiceNewRoute), { permission: 'services:create' }) },
                  { path: 'services/edit/:id', ...screen(() => import('./routes/services/service-edit.route').then((m) => m.ServiceEditRoute), { permission: 'services:update' }) },
                  { path: 'services/:id', ...screen(() => import('./routes/services/service-detail.route').then((m) => m.ServiceDetailRoute), { permission: 'services:read' }) },
                  { path: 'appointments', ...screen(() => import('./routes/appointments/appointments.route').then((m) => m.AppointmentsRoute), { permission: 'appointments:read' }) },
                  { path: 'appointments/new', ...screen(() => import('./routes/appointments/appointment-new.route').then((m) => m.AppointmentNewRoute), { permission: 'appointments:create' }) },
                  { path: 'appointments/edit/:id', ...screen(() => import('./routes/appointments/appointment-edit.route').then((m) => m.AppointmentEditRoute), { permission: 'appointments:update' }) },
                  { path: 'appointments/:id', ...screen(() => import('./routes/appointments/appointment-detail.route').then((m) => m.AppointmentDetailRoute), { permission: 'appointments:read' }) },
                  { path: 'schedule', ...screen(() => import('./routes/schedule/schedule.route').then((m) => m.ScheduleRoute), { permission: 'appointments:read' }) },
                  { path: 'inventory', ...screen(() => import('./routes/inventory/inventory-list.route').then((m) => m.InventoryListRoute), { permission: 'inventory:read' }) },
                  { path: 'inventory/new', ...screen(() => import('./routes/inventory/inventory-new.route').then((m) => m.InventoryNewRoute), { permission: 'inventory:create' }) },
                  { path: 'inventory/:id/edit', ...screen(() => import('./routes/inventory/inventory-edit.route').then((m) => m.InventoryEditRoute), { permission: 'inventory:update' }) },
                  { path: 'inventory/:id', ...screen(() => import('./routes/inventory/inventory-item.route').then((m) => m.InventoryItemRoute), { permission: 'inventory:read' }) },
                  { path: 'payments', ...screen(() => import('./routes/payments/payments-list.route').then((m) => m.PaymentsListRoute), { permission: 'payments:read' }) },
                  { path: 'payments/new', ...screen(() => import('./routes/payments/payment-new.route').then((m) => m.PaymentNewRoute), { permission: 'payments:create' }) },
                  { path: 'payments/new/:appointmentId', ...screen(() => import('./routes/payments/payment-new.route').then((m) => m.PaymentNewRoute), { permission: 'payments:create' }) },
                  { path: 'payments/:id', ...screen(() => import('./routes/payments/payment-detail.route').then((m) => m.PaymentDetailRoute), { permission: 'payments:read' }) },
                  { path: 'waitlist', ...screen(() => import('./routes/waitlist/waitlist.route').then((m) => m.WaitlistRoute), { permission: 'waitlist:read' }) },
                  { path: 'reports', ...screen(() => import('./routes/reports/reports.route').then((m) => m.ReportsRoute), { permission: 'reports:read' }) },
                  { path: 'reports/revenue', ...screen(() => import('./routes/reports/revenue-report.route').then((m) => m.RevenueReportRoute), { permission: 'reports:read' }) },
                  { path: 'reports/clients', ...screen(() => import('./routes/reports/client-analytics.route').then((m) => m.ClientAnalyticsRoute), { permission: 'reports:read' }) },
                  { path: 'reports/services', ...screen(() => import('./routes/reports/services-report.route').then((m) => m.ServicesReportRoute), { permission: 'reports:read' }) },
                  { path: 'settings', ...screen(() => import('./routes/settings/settings.route').then((m) => m.SettingsRoute), { permission: 'admin:access' }) },
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
