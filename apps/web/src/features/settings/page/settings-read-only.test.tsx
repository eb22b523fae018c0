import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildSettingsResponse } from '../../../testing/fixtures/settings';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { receptionistUser, signIn } from '../../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../../testing/stub-api';
import { SettingsPage } from './settings-page';

describe('Settings page without admin:access', () => {
  // The route itself needs admin:access; the page still shows no write action to anyone who may not call them.
  it('shows the settings and Export, but no Save, Reset or Import, and the fields cannot be changed', async () => {
    stubApi({ 'GET /api/settings': () => dataResponse(buildSettingsResponse()) });
    signIn(receptionistUser);
    const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage usersSection={null} /> }], { initialEntries: ['/settings'] });
    renderWithProviders(<RouterProvider router={router} />);

    expect(await screen.findByRole('textbox', { name: /Business name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset All to Defaults' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reset .+ to Defaults$/ })).not.toBeInTheDocument();
  });
});
