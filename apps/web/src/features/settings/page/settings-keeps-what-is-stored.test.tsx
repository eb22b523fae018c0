import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { callsTo, dataResponse } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';
import { settingsCacheKey } from '../api/settings-cache';

const sectionsNav = () => screen.getByRole('navigation', { name: 'Settings sections' });
const named = (businessName: string) => {
  const settings = defaultSettings();
  settings.general.businessName = businessName;
  return buildSettingsResponse({ settings });
};

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

describe('A stored phone the spec would refuse', () => {
  it('shows as stored with its message at the field, and Save takes the owner to it instead of erasing it', async () => {
    const settings = defaultSettings();
    settings.general.businessPhone = '555-0100';
    const calls = stubSettingsPage({}, buildSettingsResponse({ settings }));
    await openSettingsPage();
    const user = setupUser();
    const phone = screen.getByRole('textbox', { name: 'Phone' });

    expect(phone).toHaveValue('555-0100');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Invalid phone format'));
    expect(phone).toBeInvalid();
    await replaceText(user, screen.getByRole('textbox', { name: 'Email' }), 'desk@luna.example');
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription('Invalid phone format');
    expect(callsTo(calls, 'PUT /api/settings/general')).toEqual([]);
  });

  it('lets the owner save once the stored e-mail the spec refuses is corrected', async () => {
    const settings = defaultSettings();
    settings.general.businessEmail = 'front desk';
    const calls = stubSettingsPage({ 'PUT /api/settings/general': () => dataResponse(buildSettingsResponse()) }, buildSettingsResponse({ settings }));
    await openSettingsPage();
    const user = setupUser();
    const email = screen.getByRole('textbox', { name: 'Email' });

    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email format'));
    await replaceText(user, email, 'desk@luna.example');
    await user.click(screen.getByRole('button', { name: 'Save General' }));

    expect(await screen.findByText('Settings saved successfully!')).toBeInTheDocument();
    expect(email).not.toHaveAccessibleDescription('Invalid email format');
    const [put] = callsTo(calls, 'PUT /api/settings/general');
    expect(put.body).toEqual({ ...DEFAULT_SETTINGS.general, businessEmail: 'desk@luna.example' });
  });

  it('shows no message at fields whose stored values the rules take', async () => {
    stubSettingsPage();
    await openSettingsPage();

    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeValid();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeValid();
  });
});

describe('Settings page says what each reset changes', () => {
  it("names what General's reset changes, and what Reset All keeps, under the spec's confirm", async () => {
    stubSettingsPage();
    await openSettingsPage();
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: 'Reset General to Defaults' }));
    const general = await screen.findByRole('dialog', { name: 'Reset General' });
    expect(general).toHaveTextContent(
      "Are you sure you want to reset to default settings?This also resets the business's name, phone, e-mail and address on receipts, the time zone the salon's today is read in, and the business hours.",
    );
    await user.click(within(general).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reset All to Defaults' }));
    expect(await screen.findByRole('dialog', { name: 'Reset All Settings' })).toHaveTextContent(
      "Are you sure you want to reset to default settings?The business's name, phone, e-mail, address and time zone are kept.",
    );
  });
});

describe('Settings page never pretends', () => {
  it('says beside password expiry, two-factor, data retention, integrations and advance booking that nothing acts on them yet, and what the formats do', async () => {
    stubSettingsPage();
    await openSettingsPage();
    const user = setupUser();

    expect(
      screen.getByText("The time zone sets the salon's today. The currency, date format and time format are how every screen, receipt and export writes amounts, dates and times."),
    ).toBeVisible();
    await user.click(within(sectionsNav()).getByRole('button', { name: /Security/ }));
    expect(screen.getByText("0 to 365; 0 means never. Kept as the salon's policy: passwords do not expire yet.")).toBeVisible();
    expect(screen.getByText("Kept as the salon's choice: sign-in does not ask for a second step yet.")).toBeVisible();
    expect(screen.getByText("Kept as the salon's policy: nothing is deleted by age yet.")).toBeVisible();
    await user.click(within(sectionsNav()).getByRole('button', { name: /Integrations/ }));
    expect(screen.getByText("Kept as the salon's record of the services it uses: nothing connects to them from here yet.")).toBeVisible();
    await user.click(within(sectionsNav()).getByRole('button', { name: /Appointments/ }));
    expect(screen.getByText("1 to 365. Kept as the salon's habit: bookings are limited by the maximum advance booking below.")).toBeVisible();
  });
});

describe('Settings page keeps unsaved edits', () => {
  it('resetting one section keeps what is being edited in another', async () => {
    stubSettingsPage({ 'POST /api/settings/reset': () => dataResponse(buildSettingsResponse()) });
    await openSettingsPage();
    const user = setupUser();
    await replaceText(user, screen.getByRole('textbox', { name: /Business name/ }), 'Half-typed Name');

    await user.click(within(sectionsNav()).getByRole('button', { name: /Security/ }));
    await user.click(screen.getByRole('button', { name: 'Reset Security to Defaults' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reset Security' })).getByRole('button', { name: 'Reset to Defaults' }));
    expect(await screen.findByText('Settings reset to defaults!')).toBeInTheDocument();

    await user.click(within(sectionsNav()).getByRole('button', { name: /General/ }));
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('Half-typed Name');
    expect(screen.getByRole('button', { name: 'Save General' })).toBeEnabled();
  });

  it('shows the cached copy but lets no one edit it until the server answers', async () => {
    localStorage.setItem(settingsCacheKey(1), JSON.stringify(named('Cached Salon')));
    let release = () => undefined as void;
    stubSettingsPage({
      'GET /api/settings': () => new Promise<Response>((resolve) => (release = () => resolve(dataResponse(named('Server Salon'))))),
    });
    await openSettingsPage();

    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('Cached Salon');
    expect(screen.getByRole('textbox', { name: /Business name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset General to Defaults' })).toBeDisabled();
    act(() => release());
    expect(await screen.findByDisplayValue('Server Salon')).toBeEnabled();
  });
});
