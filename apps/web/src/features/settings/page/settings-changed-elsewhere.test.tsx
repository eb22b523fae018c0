import { screen, waitFor } from '@testing-library/react';
import { NO_SETTINGS_VERSIONS, type SettingsResponse } from '@salon/contracts';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';

const CHANGED = 'General settings were changed by Marco Rossi at Nov 24, 2026, 9:00 AM. Reload to see their changes.';

/** The server's copy with General named `name` at `version`. */
function serverCopy(name: string, version: number): SettingsResponse {
  const settings = defaultSettings();
  settings.general.businessName = name;
  return buildSettingsResponse({ settings, versions: { ...NO_SETTINGS_VERSIONS, general: version } });
}

const ifMatchOf = (call: { init: RequestInit }) => (call.init.headers as Record<string, string>)['if-match'];
const businessName = () => screen.getByRole('textbox', { name: /Business name/ });

describe('a section another device saved meanwhile', () => {
  it('shows who changed it with Reload, keeps the edits until Reload brings the server copy, then saves from that copy', async () => {
    let current = serverCopy('Luna Hair Studio', 3);
    let stale = true;
    const calls = stubSettingsPage({
      'GET /api/settings': () => dataResponse(current),
      'PUT /api/settings/general': () =>
        stale
          ? errorResponse(409, 'SETTINGS_CHANGED', CHANGED, { section: 'general', version: 4, updatedAt: '2026-11-24T14:00:00.000Z', updatedBy: 'Marco Rossi' })
          : dataResponse(serverCopy('Marco Cuts & Color', 5)),
    });
    await openSettingsPage();
    await screen.findByDisplayValue('Luna Hair Studio');
    const user = setupUser();

    await replaceText(user, businessName(), 'Luna Hair & Nails');
    current = serverCopy('Marco Cuts', 4);
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED);
    expect(ifMatchOf(callsTo(calls, 'PUT /api/settings/general')[0])).toBe('3');
    expect(businessName()).toHaveValue('Luna Hair & Nails');

    stale = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(businessName()).toHaveValue('Marco Cuts'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save General' })).toBeDisabled();

    await replaceText(user, businessName(), 'Marco Cuts & Color');
    await user.click(screen.getByRole('button', { name: 'Save General' }));
    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/settings/general').map(ifMatchOf)).toEqual(['3', '4']);
  });

  it('offers no Reload when a save fails for another reason', async () => {
    stubSettingsPage({ 'PUT /api/settings/general': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    await openSettingsPage();
    const user = setupUser();

    await replaceText(user, businessName(), 'Luna Hair & Nails');
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
