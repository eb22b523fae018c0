import { act, screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';

describe('root layout', () => {
  it('opens a new page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    scrollTo.mockClear();

    await act(() => router.navigate('/privacy'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
