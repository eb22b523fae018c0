import { screen, within } from '@testing-library/react';
import type { SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, staffUser, stylistUser } from '../../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../../testing/stub-api';
import { silenceChartSizeWarnings } from '../../../testing/fixtures/appointment-statistics';
import { dashboardHandlers } from '../../../testing/fixtures/dashboard';

async function openDashboardAs(user: SessionUser) {
  signIn(user, 'access-1', 'refresh-1');
  stubApi({ 'GET /api/auth/me': () => dataResponse(user), ...dashboardHandlers() });
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.firstName}!` });
}

const quickActions = () => within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');

describe('dashboard quick actions', () => {
  beforeEach(() => silenceChartSizeWarnings());

  it('offers the owner New Appointment, Add Client, Staff Schedule and Update Inventory, each to its screen', async () => {
    await openDashboardAs(ownerUser);
    expect(quickActions().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New Appointment', '/appointments/new'],
      ['Add Client', '/clients/new'],
      ['Staff Schedule', '/schedule'],
      ['Update Inventory', '/inventory'],
    ]);
  });

  it('offers a stylist only what a stylist may open', async () => {
    await openDashboardAs(stylistUser);
    expect(quickActions().map((link) => link.textContent)).toEqual(['Staff Schedule']);
  });

  it('shows no Quick Actions to an account without roles', async () => {
    await openDashboardAs(staffUser);
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });
});
