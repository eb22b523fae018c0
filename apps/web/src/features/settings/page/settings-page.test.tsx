import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';

const sectionsNav = () => screen.getByRole('navigation', { name: 'Settings sections' });

describe('Settings page', () => {
  it('opens on General with the salon settings from the server', async () => {
    const settings = defaultSettings();
    settings.general.businessName = 'Luna Hair Studio';
    stubSettingsPage({}, buildSettingsResponse({ settings, lastUpdated: '2026-11-20T15:30:00.000Z', updatedBy: 'Olivia Owens' }));
    await openSettingsPage();

    expect(await screen.findByDisplayValue('Luna Hair Studio')).toBeInTheDocument();
    expect(screen.getByText(/by Olivia Owens\./)).toBeInTheDocument();
    // Business hours: seven rows, Sunday closed.
    const hours = screen.getByRole('table', { name: 'Business hours' });
    expect(within(hours).getAllByRole('row')).toHaveLength(8);
    expect(within(hours).getByRole('switch', { name: 'Sunday closed' })).toBeChecked();
    expect(within(hours).getByLabelText('Friday closes')).toHaveValue('20:00');
    expect(screen.getByRole('button', { name: 'Save General' })).toBeDisabled();
  });

  it('searches section names and descriptions, says when nothing matches, and clears the search when a section is chosen', async () => {
    stubSettingsPage();
    await openSettingsPage();
    const user = setupUser();
    const search = screen.getByRole('searchbox', { name: 'Search settings' });

    await user.type(search, 'password');
    expect(within(sectionsNav()).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'SecurityPassword policy, two-factor authentication, session timeout, login attempts and data retention',
    ]);

    await user.clear(search);
    await user.type(search, 'aromatherapy');
    expect(screen.getByText('No settings found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Settings sections' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'deposits');
    await user.click(within(sectionsNav()).getByRole('button', { name: /Appointments/ }));
    expect(search).toHaveValue('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'General' })).not.toBeInTheDocument();
  });

  it('enables Save once a field changes, saves the section and says so', async () => {
    const saved = defaultSettings();
    saved.general.businessName = 'Luna Hair Studio';
    const calls = stubSettingsPage({
      'PUT /api/settings/general': () => dataResponse(buildSettingsResponse({ settings: saved, lastUpdated: '2026-11-24T09:00:00.000Z', updatedBy: 'Olivia Owens' })),
    });
    await openSettingsPage();
    const user = setupUser();
    const save = screen.getByRole('button', { name: 'Save General' });

    await replaceText(user, screen.getByRole('textbox', { name: /Business name/ }), 'Luna Hair Studio');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    const [put] = callsTo(calls, 'PUT /api/settings/general');
    expect(put.body).toEqual({ ...DEFAULT_SETTINGS.general, businessName: 'Luna Hair Studio' });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('keeps the changed flag per section, and closing a weekday sends its hours closed', async () => {
    const calls = stubSettingsPage({ 'PUT /api/settings/general': () => dataResponse(buildSettingsResponse()) });
    await openSettingsPage();
    const user = setupUser();

    await user.click(screen.getByRole('switch', { name: 'Monday closed' }));
    expect(screen.getByRole('button', { name: 'Save General' })).toBeEnabled();
    await user.click(within(sectionsNav()).getByRole('button', { name: 'Security' }));
    expect(screen.getByRole('button', { name: 'Save Security' })).toBeDisabled();

    // Back on General, the change is still there.
    await user.click(within(sectionsNav()).getByRole('button', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Save General' }));
    await screen.findByText('Settings saved successfully!');
    const [put] = callsTo(calls, 'PUT /api/settings/general');
    expect((put.body as typeof DEFAULT_SETTINGS.general).businessHours[1]).toEqual({ dayOfWeek: 1, openTime: '09:00', closeTime: '19:00', isClosed: true });
  });

  it.each([
    { section: 'Notifications', field: 'Send SMS notifications', route: 'PUT /api/settings/notifications', message: 'Notification settings saved successfully!' },
    { section: 'Security', field: 'Require special characters', route: 'PUT /api/settings/security', message: 'Security settings saved successfully!' },
    { section: 'Integrations', field: 'Sync contacts', route: 'PUT /api/settings/integrations', message: 'Integration settings saved successfully!' },
    { section: 'Appointments', field: 'Allow double booking', route: 'PUT /api/settings/appointments', message: 'Appointment settings saved successfully!' },
  ] as const)('saves $section with its own message', async ({ section, field, route, message }) => {
    const calls = stubSettingsPage({ [route]: () => dataResponse(buildSettingsResponse()) });
    await openSettingsPage(`/settings?section=${section.toLowerCase()}`, section);
    const user = setupUser();

    await user.click(screen.getByRole('switch', { name: field }));
    await user.click(screen.getByRole('button', { name: `Save ${section}` }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(calls, route)).toHaveLength(1);
  });

  it("shows a field's message from the contract and sends nothing while it stands", async () => {
    const calls = stubSettingsPage();
    await openSettingsPage('/settings?section=appointments', 'Appointments');
    const user = setupUser();

    await replaceText(user, screen.getByRole('textbox', { name: 'Deposit amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Save Appointments' }));

    expect(await screen.findByText('Deposit percentage cannot be more than 100%')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/settings/appointments')).toEqual([]);
  });

  it("shows the server's reason when a save fails", async () => {
    stubSettingsPage({ 'PUT /api/settings/general': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'The database is not answering') });
    await openSettingsPage();
    const user = setupUser();

    await replaceText(user, screen.getByRole('textbox', { name: 'Phone' }), '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    expect(screen.getByRole('button', { name: 'Save General' })).toBeEnabled();
  });

  it('resets one section after the confirm, and all of them from the header', async () => {
    const calls = stubSettingsPage({ 'POST /api/settings/reset': () => dataResponse(buildSettingsResponse()) });
    await openSettingsPage();
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: 'Reset General to Defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset General' });
    expect(dialog).toHaveTextContent('Are you sure you want to reset to default settings?');
    await user.click(within(dialog).getByRole('button', { name: 'Reset to Defaults' }));
    expect(await screen.findByText('Settings reset to defaults!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset All to Defaults' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset All Settings' })).getByRole('button', { name: 'Reset to Defaults' }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/settings/reset').map((call) => call.body)).toEqual([{ section: 'general' }, {}]));
  });

  it('sends no reset when the confirm is cancelled', async () => {
    const calls = stubSettingsPage();
    await openSettingsPage();
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: 'Reset All to Defaults' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset All Settings' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST /api/settings/reset')).toEqual([]);
  });
});
