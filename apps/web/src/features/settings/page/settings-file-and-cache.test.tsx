import { act, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@salon/contracts';
import { saveFile } from '../../../lib/files/save-file';
import { buildSettingsResponse, defaultSettings } from '../../../testing/fixtures/settings';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../testing/stub-api';
import { replaceText, setupUser } from '../../../testing/user-actions';
import { openSettingsPage, stubSettingsPage } from '../settings-testing';
import { settingsCacheKey } from '../api/settings-cache';

vi.mock('../../../lib/files/save-file', () => ({ saveFile: vi.fn() }));

const withName = (businessName: string) => {
  const settings = defaultSettings();
  settings.general.businessName = businessName;
  return buildSettingsResponse({ settings });
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const jsonFile = (content: string) => new File([content], 'settings.json', { type: 'application/json' });

/** A GET /settings that answers only when the test says. */
function heldAnswer(answer = buildSettingsResponse()) {
  let release = () => undefined as void;
  const handler = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(dataResponse(answer));
    });
  return { handler, release: () => release() };
}

describe('Settings export and import', () => {
  it('exports the settings as { version: 1, exportDate, settings }', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:30:00.000Z'));
    stubSettingsPage({}, withName('Luna Hair Studio'));
    await openSettingsPage();
    await screen.findByDisplayValue('Luna Hair Studio');

    await setupUser().click(screen.getByRole('button', { name: 'Export Settings' }));

    const [blob, filename] = vi.mocked(saveFile).mock.calls[0];
    expect(filename).toBe('salon-settings-2026-11-24.json');
    expect(JSON.parse(await blob.text())).toEqual({
      version: 1,
      exportDate: '2026-11-24T09:30:00.000Z',
      settings: { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, businessName: 'Luna Hair Studio' } },
    });
  });

  it('refuses a file that is not JSON or misses a category, with the reason, and sends nothing', async () => {
    const calls = stubSettingsPage();
    await openSettingsPage();
    const user = setupUser();

    await user.upload(fileInput(), jsonFile('not json'));
    expect(await screen.findByText('Failed to import settings: Invalid import file format')).toBeInTheDocument();
    // Emptied, so the same file, once fixed, can be chosen again.
    await waitFor(() => expect(fileInput().value).toBe(''));

    const { general, notifications, security, integrations } = DEFAULT_SETTINGS;
    await user.upload(fileInput(), jsonFile(JSON.stringify({ version: 1, settings: { general, notifications, security, integrations } })));
    expect(await screen.findByText('Failed to import settings: Import file is missing required settings categories')).toBeInTheDocument();

    const badEmail = { ...DEFAULT_SETTINGS, general: { ...general, businessEmail: 'front desk' } };
    await user.upload(fileInput(), jsonFile(JSON.stringify({ version: 1, settings: badEmail })));
    expect(await screen.findByText('Failed to import settings: Invalid email format')).toBeInTheDocument();

    expect(callsTo(calls, 'POST /api/settings/import')).toEqual([]);
  });

  it('imports a good file through the API and shows what it holds', async () => {
    const imported = withName('Imported Salon');
    const calls = stubSettingsPage({ 'POST /api/settings/import': () => dataResponse(imported) });
    await openSettingsPage();
    const file = { version: 1, exportDate: '2026-11-01T10:00:00.000Z', settings: imported.settings };

    await setupUser().upload(fileInput(), jsonFile(JSON.stringify(file)));

    expect(await screen.findByText('Settings imported successfully!')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Imported Salon')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/settings/import')[0].body).toEqual(file);
  });
});

describe('Settings cache and loading', () => {
  it('opens at once with the cached settings, then shows and caches the server’s', async () => {
    localStorage.setItem(settingsCacheKey(1), JSON.stringify(withName('Cached Salon')));
    const held = heldAnswer(withName('Server Salon'));
    stubSettingsPage({ 'GET /api/settings': held.handler });
    await openSettingsPage();

    expect(screen.getByDisplayValue('Cached Salon')).toBeInTheDocument();
    act(() => held.release());
    expect(await screen.findByDisplayValue('Server Salon')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(settingsCacheKey(1))!).settings.general.businessName).toBe('Server Salon');
  });

  it('falls back to the defaults for a corrupt cache, field by field', async () => {
    const cached = withName('Kept Name');
    localStorage.setItem(settingsCacheKey(1), JSON.stringify({ ...cached, settings: { ...cached.settings, general: { ...cached.settings.general, businessEmail: 42 } } }));
    stubSettingsPage({ 'GET /api/settings': heldAnswer().handler });
    await openSettingsPage();
    expect(screen.getByDisplayValue('Kept Name')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('shows the defaults when the cache is not JSON at all', async () => {
    localStorage.setItem(settingsCacheKey(1), '{"settings": {');
    stubSettingsPage({ 'GET /api/settings': heldAnswer(withName('Server Salon')).handler });
    await openSettingsPage();
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveValue('My Salon');
  });

  it('shows a load error with Retry, which loads the settings', async () => {
    let attempts = 0;
    stubSettingsPage({
      'GET /api/settings': () => {
        attempts += 1;
        return attempts === 1 ? errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong on our side') : dataResponse(withName('Luna Hair Studio'));
      },
    });
    signIn(ownerUser);
    renderApp('/settings');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading settings');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await setupUser().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByDisplayValue('Luna Hair Studio')).toBeInTheDocument();
  });
});

describe('A failed refresh after the settings loaded', () => {
  it('shows the error with Try Again above the forms, and keeps what is being edited', async () => {
    let failing = false;
    stubSettingsPage({
      'GET /api/settings': () => (failing ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'The server is busy') : dataResponse(withName('Luna Hair Studio'))),
    });
    const { queryClient } = await openSettingsPage();
    await screen.findByDisplayValue('Luna Hair Studio');
    await replaceText(setupUser(), screen.getByRole('textbox', { name: /Business name/ }), 'Half-typed Name');

    failing = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['settings'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Half-typed Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save General' })).toBeEnabled();
  });
});

describe('Leaving with unsaved changes', () => {
  it('asks before leaving the page, and stays when told to', async () => {
    stubSettingsPage();
    const { router } = await openSettingsPage();
    const user = setupUser();
    await replaceText(user, screen.getByRole('textbox', { name: /Business name/ }), 'Unsaved Name');

    act(() => void router.navigate('/support'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByDisplayValue('Unsaved Name')).toBeInTheDocument();

    act(() => void router.navigate('/support'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
  });

  it('lets a page without changes go without asking', async () => {
    stubSettingsPage();
    const { router } = await openSettingsPage();
    act(() => void router.navigate('/support'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
