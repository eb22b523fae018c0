import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, receptionistUser, stylistUser } from '../../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse } from '../../../../testing/stub-api';
import { buildEmployee } from '../../../../testing/fixtures/employees';
import { buildService } from '../../../../testing/fixtures/services';
import { APPOINTMENT_URL, openAppointment, stubAppointmentApi } from '../../../../testing/appointment-detail-testing';
import { buildAppointmentService } from '../../../../testing/fixtures/appointments';
import { chooseOption, replaceText, setupUser } from '../../../../testing/user-actions';

const SERVICES = `GET ${APPOINTMENT_URL}/services`;
const ADD = `POST ${APPOINTMENT_URL}/services`;
const conditioning = buildAppointmentService({ notes: 'Leave in 10 minutes' });

const menu = {
  services: [buildService({ service_id: 9, name: 'Deep Conditioning', duration_minutes: 20, base_price: 25 }), buildService({ service_id: 11, name: 'Scalp Massage', duration_minutes: 15, base_price: 18 })],
  pagination: { total: 2, page: 1, pageSize: 1000, totalPages: 1 },
};
const staff = { rows: [buildEmployee(), buildEmployee({ employee_id: 4, first_name: 'Ana', last_name: 'Silva' })], count: 2 };

type Handlers = Parameters<typeof stubAppointmentApi>[0];

function stubServicesApi(handlers: Handlers = {}) {
  return stubAppointmentApi({
    [SERVICES]: () => dataResponse([conditioning]),
    'GET /api/services': () => dataResponse(menu),
    'GET /api/employees': () => dataResponse(staff),
    [`GET ${APPOINTMENT_URL}/calculate-price`]: () => dataResponse({ service_price: 65, extras_price: 25, total_price: 90, deposit_amount: 10, balance_due: 80 }),
    [`GET ${APPOINTMENT_URL}/calculate-duration`]: () => dataResponse({ service_minutes: 45, extra_minutes: 20, total_minutes: 65, start_time: '10:00', end_time: '11:05' }),
    ...handlers,
  });
}


const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent);

async function openServicesTab(user?: Parameters<typeof openAppointment>[1]) {
  await openAppointment('/appointments/42?tab=services', user);
  return screen.findByRole('table', { name: 'Extra services' });
}

describe('appointment services tab', () => {
  it('lists the extra services with their start time, and the totals of booked service and extras', async () => {
    stubServicesApi();
    const table = await openServicesTab();

    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Deep Conditioning');
    expect(row).toHaveTextContent('Rosa Diaz');
    expect(row).toHaveTextContent('10:45 AM');
    expect(row).toHaveTextContent('20m');
    expect(row).toHaveTextContent('$25.00');
    expect(row).toHaveTextContent('Leave in 10 minutes');

    const totals = await screen.findByRole('table', { name: 'Totals' });
    const rows = within(totals).getAllByRole('row').slice(1);
    expect(rows.map((line) => line.textContent)).toEqual([
      "Booked service (Women's Haircut)45m$65.00",
      'Extra services20m$25.00',
      'Total1h 5m (ends 11:05 AM)$90.00',
      'Deposit$10.00',
      'Balance due$80.00',
    ]);
  });

  it('says when there are no extras', async () => {
    stubServicesApi({ [SERVICES]: () => dataResponse([]) });
    await openAppointment('/appointments/42?tab=services');

    expect(await screen.findByText('No extra services on this appointment.')).toBeInTheDocument();
  });

  it("adds a service with its own duration and price filled in, changed for this visit", async () => {
    const user = setupUser();
    const fetchMock = stubServicesApi({ [ADD]: ({ body }) => dataResponse(buildAppointmentService({ appointment_service_id: 2, service: { service_id: 11, name: 'Scalp Massage' }, ...(body as object) }), 201) });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeEnabled());
    await chooseOption('Service', 'Scalp Massage', { scope: dialog });
    expect(within(dialog).getByRole('textbox', { name: /Duration/ })).toHaveValue('15');
    expect(within(dialog).getByRole('textbox', { name: /Price/ })).toHaveValue('$18.00');
    await chooseOption('Employee', 'Ana Silva', { scope: dialog });
    await replaceText(user, within(dialog).getByRole('textbox', { name: /Price/ }), '15');
    await replaceText(user, within(dialog).getByRole('textbox', { name: 'Notes' }), 'Lavender oil');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Service added')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)[0].body).toEqual({ service_id: 11, employee_id: 4, duration_minutes: 15, price: 15, notes: 'Lavender oil' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list and the totals are read again: the appointment grew.
    await waitFor(() => expect(callsTo(fetchMock, SERVICES).length).toBeGreaterThan(1));
    expect(callsTo(fetchMock, `GET ${APPOINTMENT_URL}/calculate-price`).length).toBeGreaterThan(1);
  });

  it('asks for a service before adding', async () => {
    const user = setupUser();
    const fetchMock = stubServicesApi();
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));

    expect(await within(dialog).findByText('Service is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('shows at the form why the employee has no time for the extra', async () => {
    const user = setupUser();
    stubServicesApi({ [ADD]: () => errorResponse(409, 'SLOT_TAKEN', 'Rosa Diaz is booked from 11:00 AM; the extra service does not fit') });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeEnabled());
    await chooseOption('Service', 'Scalp Massage', { scope: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rosa Diaz is booked from 11:00 AM; the extra service does not fit');
  });

  it('changes an extra service', async () => {
    const user = setupUser();
    const UPDATE = `PUT ${APPOINTMENT_URL}/services/1`;
    const fetchMock = stubServicesApi({ [UPDATE]: ({ body }) => dataResponse({ ...conditioning, ...(body as object) }) });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Edit Deep Conditioning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Deep Conditioning' });
    expect(within(dialog).getByRole('combobox', { name: 'Service' })).toBeDisabled();
    await replaceText(user, within(dialog).getByRole('textbox', { name: /Duration/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText('Service updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({ employee_id: 3, duration_minutes: 30, price: 25, notes: 'Leave in 10 minutes' });
  });

  it('says the bound of a duration out of range instead of changing the number, and sends nothing', async () => {
    const user = setupUser();
    const UPDATE = `PUT ${APPOINTMENT_URL}/services/1`;
    const fetchMock = stubServicesApi({ [UPDATE]: ({ body }) => dataResponse({ ...conditioning, ...(body as object) }) });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Edit Deep Conditioning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Deep Conditioning' });
    const duration = within(dialog).getByRole('textbox', { name: /Duration/ });
    await replaceText(user, duration, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));

    expect(await within(dialog).findByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(duration).toHaveValue('500');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('keeps a negative price and a 2-minute duration as typed, says why, and sends nothing', async () => {
    const user = setupUser();
    const UPDATE = `PUT ${APPOINTMENT_URL}/services/1`;
    const fetchMock = stubServicesApi({ [UPDATE]: ({ body }) => dataResponse({ ...conditioning, ...(body as object) }) });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Edit Deep Conditioning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Deep Conditioning' });
    const duration = within(dialog).getByRole('textbox', { name: /Duration/ });
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await replaceText(user, duration, '2');
    await replaceText(user, price, '-5');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));

    expect(await within(dialog).findByText('Price must be between $0 and $99,999.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Duration must be between 5 and 480 minutes')).toBeInTheDocument();
    expect(duration).toHaveValue('2');
    expect(price).toHaveValue('-$5.00');
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('removes an extra service after asking', async () => {
    const user = setupUser();
    const REMOVE = `DELETE ${APPOINTMENT_URL}/services/1`;
    const fetchMock = stubServicesApi({ [REMOVE]: () => new Response(null, { status: 204 }) });
    await openServicesTab();

    await user.click(screen.getByRole('button', { name: 'Remove Deep Conditioning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove service' });
    expect(dialog).toHaveTextContent('Remove Deep Conditioning from this appointment? It becomes 20m shorter and $25.00 cheaper.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Service removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, REMOVE)).toHaveLength(1);
  });

  it('lets users who may only read appointments see the extras but not change them', async () => {
    stubServicesApi();
    const table = await openServicesTab(buildUser({ permissions: ['appointments:read'] }));

    expect(within(table).getByText('Deep Conditioning')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Deep Conditioning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Deep Conditioning' })).not.toBeInTheDocument();
    expect(cellsOf(within(table).getAllByRole('row')[1])).toHaveLength(6);
  });

  it('lets a stylist change an extra but not add or remove one (appointments:update only)', async () => {
    stubServicesApi();
    const table = await openServicesTab(stylistUser);

    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Deep Conditioning' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Deep Conditioning' })).not.toBeInTheDocument();
  });

  it('lets a receptionist add, change and remove extras', async () => {
    stubServicesApi();
    const table = await openServicesTab(receptionistUser);

    expect(screen.getByRole('button', { name: 'Add service' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Deep Conditioning' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove Deep Conditioning' })).toBeInTheDocument();
  });
});
