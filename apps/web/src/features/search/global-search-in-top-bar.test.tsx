import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { signIn, staffUser } from '../../testing/session-fixtures';
import { dataResponse, stubApi } from '../../testing/stub-api';
import { setupUser } from '../../testing/user-actions';

describe('the global search in the top bar', () => {
  it('sits in the top bar of every signed-in page and takes Ctrl+K', async () => {
    signIn(staffUser, 'access-1', 'refresh-1');
    stubApi({ 'GET /api/auth/me': () => dataResponse(staffUser) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Tess!' });

    const box = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Global search' });
    await setupUser().keyboard('{Control>}k{/Control}');

    expect(box).toHaveFocus();
  });
});
