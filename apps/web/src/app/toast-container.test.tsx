import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { setupUser } from '../testing/user-actions';

const containerLoaded = vi.hoisted(() => vi.fn());

vi.mock('./toasts', async (importOriginal) => {
  containerLoaded();
  return importOriginal();
});

describe('toast container', () => {
  it('starts loading on the first key press, before any toast, and not while the page is only looked at', async () => {
    const user = setupUser();
    renderWithProviders(<input aria-label="Username" />);
    expect(containerLoaded).not.toHaveBeenCalled();

    await user.keyboard('a');

    await waitFor(() => expect(containerLoaded).toHaveBeenCalledTimes(1));
  });
});
