import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildService } from '../../../testing/fixtures/services';
import { setupUser } from '../../../testing/user-actions';

const UPDATE = 'PUT /api/services/5';
const IMPACT = 'GET /api/services/5/deactivation-impact';
const balayage = buildService();

type Handlers = Parameters<typeof stubApi>[0];

function stubDetailApi(handlers: Handlers = {}, user = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/services/5': () => dataResponse(balayage),
    ...handlers,
  });
}

async function openDetail(user = ownerUser, path = '/services/5') {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Balayage' });
  return rendered;
}

/** The value shown beside a label in a section's description list. */
function detail(section: string, label: string) {
  const term = within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('service detail', () => {
  it('shows the service with the Overview, Pricing & Duration, Requirements and Statistics tabs', async () => {
    stubDetailApi();
    await openDetail();

    expect(screen.getByText('Hair Coloring · $185.00 · 2h 30m')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Pricing & Duration', 'Requirements', 'Statistics']);
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();

    expect(detail('About', 'Service type')).toHaveTextContent('Hair Coloring');
    expect(detail('About', 'Short description')).toHaveTextContent('Soft, natural highlights');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['color', 'signature']);
    expect(detail('Add-ons & Products', 'Suggested add-ons')).toHaveTextContent('Gloss treatment');
    expect(detail('Instructions & Notes', 'Aftercare instructions')).toHaveTextContent('Use sulfate-free shampoo.');
  });

  it('shows prices in dollars and the duration in hours and minutes', async () => {
    stubDetailApi();
    await openDetail(ownerUser, '/services/5?tab=pricing');

    expect(detail('Pricing', 'Base price')).toHaveTextContent('$185.00');
    expect(detail('Pricing', 'Price varies')).toHaveTextContent('Yes');
    expect(detail('Pricing', 'Price range')).toHaveTextContent('$160.00 – $240.00');
    expect(detail('Duration', 'Duration')).toHaveTextContent('2h 30m');
    expect(detail('Duration', 'Consultation')).toHaveTextContent('15m');
  });

  it('shows what booking the service asks for, including the maximum advance booking in days', async () => {
    stubDetailApi({ 'GET /api/services/5': () => dataResponse({ ...balayage, max_advance_booking_days: 45, requires_multiple_staff: true, staff_count: 2 }) });
    await openDetail(ownerUser, '/services/5?tab=requirements');

    expect(detail('Before the Appointment', 'Consultation')).toHaveTextContent('Required (15 minutes)');
    expect(detail('Before the Appointment', 'Patch test')).toHaveTextContent('Required (48 hours before)');
    expect(detail('Before the Appointment', 'Advance booking required')).toHaveTextContent('2 days');
    expect(detail('Before the Appointment', 'Maximum advance booking')).toHaveTextContent('45 days');
    expect(detail('Before the Appointment', 'Cancellation policy')).toHaveTextContent("Strict (48 hours' notice)");
    expect(detail('Staff & Scheduling', 'Skill level required')).toHaveTextContent('Senior');
    expect(detail('Staff & Scheduling', 'Staff needed')).toHaveTextContent('2 staff members');
    expect(detail('Staff & Scheduling', 'Preferred time slots')).toHaveTextContent('Morning (9:00 AM – 12:00 PM)');
    expect(detail('Staff & Scheduling', 'Concurrent services')).toHaveTextContent('Not allowed');
  });

  it('leaves the Statistics tab out for users who may not read appointments', async () => {
    const reader = buildUser({ roles: [{ name: 'menu', permissions: [{ name: 'services:read' }] }], permissions: ['services:read'] });
    stubDetailApi({}, reader);
    await openDetail(reader, '/services/5?tab=statistics');

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Pricing & Duration', 'Requirements']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('deactivates a service no upcoming appointment includes after a simple confirm, sending only is_active', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({
      [IMPACT]: () => dataResponse({ service_id: 5, appointments: [] }),
      [UPDATE]: ({ body }) => dataResponse({ ...balayage, ...(body as object) }),
    });
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Balayage?' });
    expect(await within(dialog).findByText('No upcoming appointment includes Balayage. Once deactivated, it can no longer be booked.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Service deactivated')).toBeInTheDocument();
    expect(screen.getByText('Balayage can no longer be booked.')).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({ is_active: false });
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('activates an inactive service', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({
      'GET /api/services/5': () => dataResponse({ ...balayage, is_active: false }),
      [UPDATE]: ({ body }) => dataResponse({ ...balayage, ...(body as object) }),
    });
    await openDetail();

    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Service activated')).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({ is_active: true });
  });

  it('links Edit and Back', async () => {
    stubDetailApi();
    await openDetail();

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/services/edit/5');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services');
  });

  it('hides Deactivate and Edit from users who may not change services', async () => {
    stubDetailApi({}, stylistUser);
    await openDetail(stylistUser);

    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });

  it('says when the service does not exist, with a way back', async () => {
    stubDetailApi({ 'GET /api/services/5': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    signIn(ownerUser);
    renderApp('/services/5');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading service');
    expect(alert).toHaveTextContent('Service not found');
    expect(within(alert).getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  });

  it('shows why the service could not be loaded', async () => {
    stubDetailApi({ 'GET /api/services/5': () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') });
    signIn(ownerUser);
    renderApp('/services/5');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading service');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
