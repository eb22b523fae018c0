import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorCard } from './error-card';
import { setupUser } from '../testing/user-actions';

describe('ErrorCard', () => {
  it('shows the title and message and retries on Try Again', async () => {
    const user = setupUser();
    const onRetry = vi.fn();
    renderWithProviders(<ErrorCard title="Error loading users" message="The database is not answering" onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Error loading users');
    expect(screen.getByRole('alert')).toHaveTextContent('The database is not answering');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
