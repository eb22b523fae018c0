import { screen } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { buildUser, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { RouteGuard } from './route-guard';

type Requirements = Omit<Parameters<typeof RouteGuard>[0], 'children'>;

function ShowLocation({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
    </p>
  );
}

function renderGuarded(requirements: Requirements, path = '/reports?range=7') {
  const router = createMemoryRouter(
    [
      { path: '/reports', element: <RouteGuard {...requirements}>{<ShowLocation name="Guarded page" />}</RouteGuard> },
      { path: '/auth/login', element: <ShowLocation name="Sign-in" /> },
      { path: '/welcome', element: <ShowLocation name="Custom sign-in" /> },
      { path: '/unauthorized', element: <ShowLocation name="Unauthorized" /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const reportsReader: SessionUser = buildUser({
  roles: [{ name: 'manager', permissions: [{ name: 'reports:read' }, { name: 'payments:*' }] }],
  permissions: ['reports:read', 'payments:*'],
});

describe('RouteGuard', () => {
  describe('authentication', () => {
    it('sends a visitor to /auth/login, remembering where they were going', () => {
      const router = renderGuarded({});

      expect(screen.getByText('Sign-in at /auth/login')).toBeInTheDocument();
      expect(router.state.location.state).toEqual({ from: { pathname: '/reports', search: '?range=7', hash: '' } });
    });

    it('sends a visitor to the given redirect instead', () => {
      const router = renderGuarded({ redirectTo: '/welcome' });

      expect(screen.getByText('Custom sign-in at /welcome')).toBeInTheDocument();
      expect(router.state.location.state).toEqual({ from: { pathname: '/reports', search: '?range=7', hash: '' } });
    });

    it('lets any signed-in user through when nothing else is required', () => {
      signIn(buildUser());
      renderGuarded({});

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });
  });

  describe('one permission', () => {
    it('lets a holder through, wildcards included', () => {
      signIn(reportsReader);
      renderGuarded({ permission: 'payments:refund' });

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });

    it('sends a user without it to /unauthorized', () => {
      signIn(reportsReader);
      renderGuarded({ permission: 'admin:access' });

      expect(screen.getByText('Unauthorized at /unauthorized')).toBeInTheDocument();
    });
  });

  describe('any of several permissions', () => {
    it('lets a user with one of them through', () => {
      signIn(reportsReader);
      renderGuarded({ anyPermission: ['admin:access', 'reports:read'] });

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });

    it('sends a user with none of them to /unauthorized', () => {
      signIn(reportsReader);
      renderGuarded({ anyPermission: ['admin:access', 'clients:read'] });

      expect(screen.getByText('Unauthorized at /unauthorized')).toBeInTheDocument();
    });
  });

  describe('all of several permissions', () => {
    it('lets a user with every one of them through', () => {
      signIn(reportsReader);
      renderGuarded({ allPermissions: ['reports:read', 'payments:void'] });

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });

    it('sends a user missing one of them to /unauthorized', () => {
      signIn(reportsReader);
      renderGuarded({ allPermissions: ['reports:read', 'clients:read'] });

      expect(screen.getByText('Unauthorized at /unauthorized')).toBeInTheDocument();
    });
  });

  describe('one role', () => {
    it('lets a holder of the role through', () => {
      signIn(ownerUser);
      renderGuarded({ role: 'owner' });

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });

    it('sends others to /unauthorized, whatever their permissions', () => {
      signIn(stylistUser);
      renderGuarded({ role: 'owner' });

      expect(screen.getByText('Unauthorized at /unauthorized')).toBeInTheDocument();
    });
  });

  describe('any of several roles', () => {
    it('lets a holder of one of the roles through', () => {
      signIn(stylistUser);
      renderGuarded({ anyRole: ['receptionist', 'stylist'] });

      expect(screen.getByText('Guarded page at /reports')).toBeInTheDocument();
    });

    it('sends a holder of none of them to /unauthorized', () => {
      signIn(stylistUser);
      renderGuarded({ anyRole: ['owner', 'manager'] });

      expect(screen.getByText('Unauthorized at /unauthorized')).toBeInTheDocument();
    });
  });

  it('checks authentication before permissions', () => {
    renderGuarded({ permission: 'reports:read' });

    expect(screen.getByText('Sign-in at /auth/login')).toBeInTheDocument();
  });
});
