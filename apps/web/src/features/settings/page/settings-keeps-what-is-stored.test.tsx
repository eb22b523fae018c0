import { screen } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { callsTo, dataResponse } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';

describe('Settings page keeps what the owner did not change', () => {
  it('shows a salon set up in Asia/Kolkata in its own zone, and a new phone saves it unchanged', async () => {
    const settings = defaultSettings();
    settings.general.timezone = 'Asia/Kolkata';
    const calls = stubSettingsPage({ 'PUT /api/settings/general': () => dataResponse(buildSettingsResponse({ settings })) }, buildSettingsResponse({ settings }));
    await openSettingsPage();
    const user = setupUser();

    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata');
    await replaceText(user, screen.getByRole('textbox', { name: 'Phone' }), '+91 22 5550 0100');
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const [put] = callsTo(calls, 'PUT /api/settings/general');
    expect(put.body).toEqual({ ...DEFAULT_SETTINGS.general, businessPhone: '+91 22 5550 0100', timezone: 'Asia/Kolkata' });
  });
});
