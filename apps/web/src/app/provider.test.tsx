import { act, screen } from '@testing-library/react';
import { notify } from '../lib/notifications/notify';
import { renderWithProviders } from '../testing/render-with-providers';

describe('app provider', () => {
  it('shows toasts at the bottom left, three at a time, the others after them', async () => {
    renderWithProviders(<p>Page</p>);

    act(() => {
      for (const n of [1, 2, 3, 4, 5]) notify.success({ message: `Saved ${n}` });
    });

    expect(await screen.findByText('Saved 1')).toBeInTheDocument();
    expect(screen.getByText('Saved 3')).toBeInTheDocument();
    expect(screen.queryByText('Saved 4')).not.toBeInTheDocument();
    expect(screen.getByText('Saved 1').closest('[data-position]')).toHaveAttribute('data-position', 'bottom-left');
  });

  it('loads the toasts container with the first toast, not with the page', async () => {
    const { container } = renderWithProviders(<p>Page</p>);
    expect(container.ownerDocument.querySelector('[data-position]')).toBeNull();

    act(() => notify.error({ message: 'Login failed' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[data-position="bottom-left"]')).not.toBeNull();
  });

  it('gives a toast a readable message and a close button with a name', async () => {
    renderWithProviders(<p>Page</p>);

    act(() => notify.success({ title: 'Client saved', message: 'Ada Lopez has been added.' }));

    const message = await screen.findByText('Ada Lopez has been added.');
    expect(message).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
