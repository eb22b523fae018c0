import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { SERVICE_TYPES, type ErrorEnvelope, type ServiceType } from '@salon/contracts';
import { jsonResponse } from '../../../testing/json-response';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ServiceTypesPage } from './service-types-page';

// The ten reference types; the last is switched off to show both statuses.
const serviceTypes: ServiceType[] = SERVICE_TYPES.map(({ service_type_id, name }) => ({
  service_type_id,
  name,
  description: service_type_id === 9 ? null : `${name} services`,
  is_active: service_type_id !== 10,
}));

const unavailable: ErrorEnvelope = {
  success: false,
  status: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The database is not answering',
};

describe('ServiceTypesPage', () => {
  it('lists the service types from the API with their status', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, data: serviceTypes }));
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<ServiceTypesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Service Types' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading service types' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Service types' });
    expect(fetchMock).toHaveBeenCalledWith('/api/service-types', expect.objectContaining({ method: 'GET' }));
    expect(screen.queryByRole('status', { name: 'Loading service types' })).not.toBeInTheDocument();

    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Name', 'Description', 'Status']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    const firstCells = within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent);
    expect(firstCells).toEqual(['1', 'Hair Cut & Styling', 'Hair Cut & Styling services', 'Active']);
    expect(within(rows[8]).getByText('No description')).toBeInTheDocument();
    expect(within(rows[9]).getByText('Package Deal')).toBeInTheDocument();
    expect(within(rows[9]).getByText('Inactive')).toBeInTheDocument();
  });

  it('shows the error message and loads the list when Try Again is pressed', async () => {
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse(unavailable, 503))
      .mockResolvedValueOnce(jsonResponse({ success: true, data: serviceTypes }));
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<ServiceTypesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not answering');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    const table = await screen.findByRole('table', { name: 'Service types' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no service types', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, data: [] })),
    );

    renderWithProviders(<ServiceTypesPage />);

    await waitForElementToBeRemoved(() => screen.queryByRole('status', { name: 'Loading service types' }));
    expect(screen.getByText('No service types found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
