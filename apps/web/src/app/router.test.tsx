import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { jsonResponse } from '../testing/json-response';
import { renderWithProviders } from '../testing/render-with-providers';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('shows the service types page at the root', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, data: [] })));

    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Service Types' })).toBeInTheDocument();
  });

  it('shows a page-not-found page with a link home for an unknown path', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, data: [] })));
    const router = renderAt('/no-such-page');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const homeLink = screen.getByRole('link', { name: 'Go to the home page' });
    expect(homeLink).toHaveAttribute('href', '/');

    fireEvent.click(homeLink);

    expect(await screen.findByRole('heading', { level: 1, name: 'Service Types' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
