import { screen, waitFor } from '@testing-library/react';
import { buildSettingsResponse } from '../../../testing/fixtures/settings';
import { buildWaitlistCounts, buildWaitlistEntry, buildWaitlistSummary } from '../../../testing/fixtures/waitlist';
import { renderApp } from '../../../testing/render-app';
import { stylistUser, signIn, staffUser } from '../../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../../testing/stub-api';

describe('/waitlist', () => {
  it('opens the waitlist for anyone who may read it, in the shell with its title', async () => {
    stubApi({
      'GET /api/auth/me': () => dataResponse(stylistUser),
      'GET /api/waitlist': () => dataResponse({ entries: [buildWaitlistEntry()], counts: buildWaitlistCounts() }),
      'GET /api/waitlist/summary': () => dataResponse(buildWaitlistSummary()),
      // Whether the salon takes walk-ins (settings › appointments) decides Add to Waitlist.
      'GET /api/settings': () => dataResponse(buildSettingsResponse()),
    });
    signIn(stylistUser);
    renderApp('/waitlist');
    expect(await screen.findByRole('article', { name: 'Ana Walker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Waitlist · Salon Back Office'));
  });

  it('sends an account without waitlist:read to /unauthorized', async () => {
    stubApi({ 'GET /api/auth/me': () => dataResponse(staffUser) });
    signIn(staffUser);
    const { router } = renderApp('/waitlist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
