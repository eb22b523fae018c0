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
import { DashboardRoute } from './routes/dashboard/dashboard.route';
import { DiagnosticsRoute } from './routes/open/diagnostics.route';
import { PrivacyRoute } from './routes/open/privacy.route';
import { SupportRoute } from './routes/open/support.route';
import { TermsRoute } from './routes/open/terms.route';
import { TestRoute } from './routes/open/test.route';
import { UnauthorizedRoute } from './routes/open/unauthorized.route';
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
