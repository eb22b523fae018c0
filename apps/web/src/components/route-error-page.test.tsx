import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { RouteErrorPage } from './route-error-page';
import { setupUser } from '../testing/user-actions';

describe('RouteErrorPage', () => {
  it('replaces a crashed page and renders it afresh on Try Again', async () => {
    const user = setupUser();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('The chart could not be drawn');
      return <p>Chart drawn</p>;
    }
    const router = createMemoryRouter([{ path: '/reports', element: <Flaky />, errorElement: <RouteErrorPage /> }], {
      initialEntries: ['/reports'],
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The chart could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();

    crash = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Chart drawn')).toBeInTheDocument();
  });
});
