import { screen } from '@testing-library/react';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { sessionStore } from '../../../lib/session/session-store';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { ownerUser, withSalonFormats } from '../../../testing/session-fixtures';
import { dataResponse } from '../../../testing/stub-api';
import { chooseOption, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';

describe('Saving General', () => {
  it('writes money, dates and times the new way at once, without signing in again or waiting for the session to be read', async () => {
    const saved = defaultSettings();
    Object.assign(saved.general, { currency: 'GBP', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    let put = false;
    // GET /auth/me, asked again after the save, answers only when the test is done: the page must not wait for it.
    let answerMe = () => {};
    const meAfterSave = new Promise<void>((resolve) => (answerMe = resolve));
    stubSettingsPage({
      'PUT /api/settings/general': () => {
        put = true;
        return dataResponse(buildSettingsResponse({ settings: saved }));
      },
      'GET /api/auth/me': async () => {
        if (!put) return dataResponse(ownerUser);
        await meAfterSave;
        return dataResponse(withSalonFormats(ownerUser, { currency: 'GBP', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' }));
      },
    });
    await openSettingsPage();
    const user = setupUser();
    expect(formatMoney(12.5)).toBe('$12.50');

    await chooseOption('Currency', 'British Pound (GBP)', { user });
    await chooseOption('Date format', 'YYYY-MM-DD', { user });
    await chooseOption('Time format', '24-hour (14:30)', { user });
    await user.click(screen.getByRole('button', { name: 'Save General' }));
    await screen.findByText('Settings saved successfully!');

    expect(sessionStore.getSession()?.user.salon).toMatchObject({ currency: 'GBP', dateFormat: 'YYYY-MM-DD', timeFormat: '24h' });
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatDate('2026-03-04')).toBe('2026-03-04');
    expect(formatTimeOfDay('14:30')).toBe('14:30');
    answerMe();
  });
});
