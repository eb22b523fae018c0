import { act, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_TYPES, type Service } from '@salon/contracts';
import { INPUT_DEBOUNCE_MS } from '../../../components/resource-list/use-debounced-input';
import { renderApp } from '../../../testing/render-app';
import { ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';

function buildService(overrides: Partial<Service> = {}): Service {
  return {
    service_id: 1,
    salon_id: 1,
    name: 'Balayage',
    service_type_id: 2,
    serviceType: { service_type_id: 2, name: 'Hair Coloring' },
    description: 'Hand-painted highlights for a natural, sun-kissed look.',
    short_description: 'Hand-painted highlights',
    is_active: true,
    base_price: 180,
    duration_minutes: 150,
    price_varies: true,
    min_price: 160,
    max_price: 240,
    requires_consultation: true,
    consultation_duration: 15,
    requires_patch_test: false,
    patch_test_duration: null,
    advance_booking_required: null,
    max_advance_booking: null,
    max_advance_booking_days: null,
    cancellation_policy: 'standard',
    preparation_instructions: null,
    allows_add_ons: false,
    suggested_add_ons: null,
    customization_options: null,
    products_included: null,
    products_optional: null,
    skill_level_required: 'any',
    requires_multiple_staff: false,
    staff_count: null,
    preferred_time_slots: 'anytime',
    concurrent_services_allowed: false,
    tags: [],
    internal_notes: null,
    booking_notes: null,
    aftercare_instructions: null,
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

const balayage = buildService();
const manicure = buildService({
  service_id: 2,
  name: 'Classic Manicure',
  service_type_id: 4,
  serviceType: { service_type_id: 4, name: 'Nail Services' },
  short_description: null,
  description: 'Shape, cuticle care and polish.',
  base_price: 35,
  duration_minutes: 45,
  price_varies: false,
  min_price: null,
  max_price: null,
  requires_consultation: false,
  consultation_duration: null,
  is_active: false,
});
const cut = buildService({ service_id: 3, name: 'Haircut', description: null, short_description: null, duration_minutes: 60, base_price: 45.5, price_varies: false });

const serviceTypes = SERVICE_TYPES.map((type) => ({ ...type, description: null, is_active: true }));

function page(services: Service[], total = services.length, pageNumber = 1) {
  return dataResponse({ services, pagination: { total, page: pageNumber, pageSize: 10, totalPages: Math.ceil(total / 10) } });
}

function stubServicesApi(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(ownerUser),
    'GET /api/services': () => page([balayage, manicure, cut]),
    'GET /api/service-types': () => dataResponse(serviceTypes),
    ...overrides,
  });
}

function listQueries(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET /api/services').map((call) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams));
}

/**
 * Opens a Select and returns its options. jsdom never finishes Mantine's dropdown
 * animation (the dropdown stays display: none), so they are looked up while hidden.
 */
async function openOptions(label: string) {
  const user = setupUser();
  await user.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  return within(listbox).getAllByRole('option', { hidden: true });
}


async function openServices(path = '/services', user = ownerUser) {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('table', { name: 'Services' });
  return rendered;
}

const DEFAULT_QUERY = { page: '1', pageSize: '10', sortBy: 'name', sortOrder: 'ASC', activeOnly: 'true' };

describe('Services list', () => {
  it('lists services with type, price, duration, description, consultation and status', async () => {
    const fetchMock = stubServicesApi();
    await openServices();

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Service' })).toHaveAttribute('href', '/services/new');
    const table = screen.getByRole('table', { name: 'Services' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Service Name',
      'Price',
      'Duration',
      'Description',
      'Consultation',
      'Status',
      'Actions',
    ]);
    const cells = (index: number) => within(within(table).getAllByRole('row')[index]).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent);
    // The type under the name; a varying price shows its range; the short description wins.
    expect(cells(1)).toEqual(['BalayageHair Coloring', '$180.00$160.00 – $240.00', '2h 30m', 'Hand-painted highlights', 'Required', 'Active']);
    expect(cells(2)).toEqual(['Classic ManicureNail Services', '$35.00', '45m', 'Shape, cuticle care and polish.', 'Optional', 'Inactive']);
    expect(cells(3)).toEqual(['HaircutHair Coloring', '$45.50', '1h', '—', 'Required', 'Active']);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();

    expect(listQueries(fetchMock)[0]).toEqual(DEFAULT_QUERY);
  });

  it('offers the service types from the API and filters by one', async () => {
    const user = setupUser();
    const fetchMock = stubServicesApi();
    const { router } = await openServices();

    const options = await openOptions('Service Type');
    expect(options.map((option) => option.textContent)).toEqual(['All types', ...SERVICE_TYPES.map((type) => type.name)]);
    await user.click(options.find((option) => option.textContent === 'Hair Coloring') as HTMLElement);

    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, service_type_id: '2' }));
    expect(router.state.location.search).toBe('?service_type_id=2');
  });

  it('filters by whether a consultation is required', async () => {
    const fetchMock = stubServicesApi();
    await openServices();

    await chooseOption('Consultation', 'Required');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, requires_consultation: 'true' }));
  });

  it('filters optional-consultation services', async () => {
    const fetchMock = stubServicesApi();
    await openServices('/services?requires_consultation=true');

    await chooseOption('Consultation', 'Optional');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, requires_consultation: 'false' }));
  });

  it('filters by price range and duration once typing pauses', async () => {
    const user = setupUser();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubServicesApi();
    const { router } = await openServices('/services?page=2');
    const listed = listQueries(fetchMock).length;

    await replaceText(user, screen.getByRole('textbox', { name: 'Minimum price' }), '20');
    await replaceText(user, screen.getByRole('textbox', { name: 'Maximum price' }), '80.5');
    await replaceText(user, screen.getByRole('textbox', { name: 'Minimum duration' }), '30');
    await replaceText(user, screen.getByRole('textbox', { name: 'Maximum duration' }), '90');
    // Nothing is asked while typing.
    expect(listQueries(fetchMock)).toHaveLength(listed);
    await act(() => vi.advanceTimersByTimeAsync(INPUT_DEBOUNCE_MS));

    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, min_price: '20', max_price: '80.5', min_duration: '30', max_duration: '90' }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ min_price: '20', max_price: '80.5', min_duration: '30', max_duration: '90' });
  });

  it('opens with every filter, the sort and the page from a shared link', async () => {
    const fetchMock = stubServicesApi({ 'GET /api/services': () => page([balayage], 11, 2) });
    await openServices(
      '/services?search=bal&status=inactive&service_type_id=2&min_price=100&max_price=300&min_duration=60&max_duration=240&requires_consultation=true&sortBy=base_price&sortOrder=DESC&page=2',
    );

    expect(listQueries(fetchMock)[0]).toEqual({
      page: '2',
      pageSize: '10',
      search: 'bal',
      sortBy: 'base_price',
      sortOrder: 'DESC',
      activeOnly: 'false',
      service_type_id: '2',
      min_price: '100',
      max_price: '300',
      min_duration: '60',
      max_duration: '240',
      requires_consultation: 'true',
    });
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bal');
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('$100');
    expect(screen.getByRole('textbox', { name: 'Maximum duration' })).toHaveValue('240');
    expect(screen.getByRole('combobox', { name: 'Consultation' })).toHaveValue('Required');
    expect(await screen.findByRole('combobox', { name: 'Service Type' })).toHaveValue('Hair Coloring');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('asks for every service under the All status', async () => {
    const fetchMock = stubServicesApi();
    await openServices('/services?status=all');

    const { activeOnly: _omitted, ...allStatuses } = DEFAULT_QUERY;
    expect(listQueries(fetchMock)[0]).toEqual(allStatuses);
  });

  it('leaves malformed filter values from an edited link out of the request', async () => {
    const fetchMock = stubServicesApi();
    await openServices('/services?service_type_id=abc&min_price=-5&max_price=9000&min_duration=ten&requires_consultation=maybe');

    expect(listQueries(fetchMock)[0]).toEqual(DEFAULT_QUERY);
  });

  it('says when a minimum is above its maximum', async () => {
    stubServicesApi();
    await openServices('/services?min_price=90&max_price=50');

    expect(screen.getByText('Minimum price is above the maximum')).toBeInTheDocument();
    expect(screen.queryByText('Minimum duration is above the maximum')).not.toBeInTheDocument();
  });

  it('pages through the menu ten at a time', async () => {
    const user = setupUser();
    const fetchMock = stubServicesApi({ 'GET /api/services': () => page([balayage, manicure, cut], 23) });
    await openServices();

    expect(screen.getByText('Showing 3 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, page: '3' }));
  });

  it('deletes a service after confirmation and reloads the list', async () => {
    const user = setupUser();
    const fetchMock = stubServicesApi({ 'DELETE /api/services/2': () => new Response(null, { status: 204 }) });
    await openServices();

    await user.click(screen.getByRole('button', { name: 'Delete Classic Manicure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete service' });
    expect(within(dialog).getByText('Are you sure you want to delete Classic Manicure?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Service deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/services/2')).toHaveLength(1);
    expect(listQueries(fetchMock)).toHaveLength(2);
  });

  it('shows the server message when a service cannot be deleted', async () => {
    const user = setupUser();
    stubServicesApi({ 'DELETE /api/services/1': () => errorResponse(409, 'CONFLICT', 'Balayage is booked on upcoming appointments') });
    await openServices();

    await user.click(screen.getByRole('button', { name: 'Delete Balayage' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete service' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Balayage is booked on upcoming appointments')).toBeInTheDocument();
  });

  it('shows a failed load', async () => {
    stubServicesApi({ 'GET /api/services': () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    signIn(ownerUser);
    renderApp('/services');

    expect(await screen.findByText('Error loading services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a stylist the menu without Add, Edit or Delete', async () => {
    stubServicesApi({ 'GET /api/auth/me': () => dataResponse(stylistUser) });
    await openServices('/services', stylistUser);

    expect(screen.queryByRole('link', { name: 'Add New Service' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Balayage' })).toHaveAttribute('href', '/services/1');
    expect(screen.queryByRole('link', { name: 'Edit Balayage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Balayage' })).not.toBeInTheDocument();
  });
});
