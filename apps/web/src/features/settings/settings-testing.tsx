import { screen } from '@testing-library/react';
import type { SettingsResponse } from '@salon/contracts';
import { buildSettingsResponse } from '../../testing/fixtures/settings';
import { renderApp } from '../../testing/render-app';
import { ownerUser, signIn } from '../../testing/session-fixtures';
import { dataResponse, stubApi, type ApiHandlers } from '../../testing/stub-api';

/** The settings API as the page calls it: GET answers `answer`; other handlers as the test brings them. */
export function stubSettingsPage(handlers: ApiHandlers = {}, answer: SettingsResponse = buildSettingsResponse()) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/settings': () => dataResponse(answer),
    ...handlers,
  });
}

/** The owner on /settings (or one of its sections), once the open section has drawn. */
export async function openSettingsPage(path = '/settings', section = 'General') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: section });
  return rendered;
}
