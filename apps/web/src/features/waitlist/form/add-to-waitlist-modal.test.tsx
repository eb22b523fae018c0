import { screen, waitFor, within } from '@testing-library/react';
import { buildEmployee } from '../../../testing/fixtures/employees';
import { buildService } from '../../../testing/fixtures/services';
import { buildWaitlistCounts, buildWaitlistEntry, buildWaitlistSummary } from '../../../testing/fixtures/waitlist';
import { receptionistUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi, type ApiHandlers } from '../../../testing/stub-api';
import { chooseOption, replaceText, setupUser } from '../../../testing/user-actions';
import { renderWaitlistPage, settingsAnswer } from '../waitlist-testing';

const CREATE = 'POST /api/waitlist';
const services = [buildService({ service_id: 5, name: "Women's Haircut" }), buildService({ service_id: 8, name: 'Gel Manicure' })];
const employees = [buildEmployee({ employee_id: 3, first_name: 'Rosa', last_name: 'Diaz' }), buildEmployee({ employee_id: 4, first_name: 'Liam', last_name: 'Chen' })];

function stubAddApi(handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/settings': () => settingsAnswer(),
    'GET /api/waitlist': () => dataResponse({ entries: [buildWaitlistEntry()], counts: buildWaitlistCounts() }),
    'GET /api/waitlist/summary': () => dataResponse(buildWaitlistSummary()),
    'GET /api/services': () => dataResponse({ services, pagination: { total: 2, page: 1, pageSize: 1000, totalPages: 1 } }),
    'GET /api/employees': () => dataResponse({ rows: employees, count: 2 }),
    [CREATE]: () => dataResponse(buildWaitlistEntry({ id: 15, clientName: 'Dana Fox', position: 3, estimatedWaitTime: 40 }), 201),
    ...handlers,
  });
}

async function openForm() {
  signIn(receptionistUser);
  renderWaitlistPage();
  await setupUser().click(await screen.findByRole('button', { name: 'Add to Waitlist' }));
  return screen.findByRole('dialog', { name: 'Add to Waitlist' });
}

const textbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const submit = (dialog: HTMLElement) => setupUser().click(within(dialog).getByRole('button', { name: 'Add to Waitlist' }));

describe('Add to Waitlist', () => {
  it('starts as a party of one, told by SMS, with one service row that cannot be removed', async () => {
    stubAddApi();
    const dialog = await openForm();
    expect(textbox(dialog, 'Party size')).toHaveValue('1');
    expect(within(dialog).getByRole('combobox', { name: 'Notify by' })).toHaveValue('SMS');
    expect(within(dialog).getAllByRole('combobox', { name: /^Service/ })).toHaveLength(1);
    expect(within(dialog).getByRole('combobox', { name: 'Preferred employee 1' })).toHaveAttribute('placeholder', 'Any employee');
    expect(within(dialog).getByRole('button', { name: 'Remove service 1' })).toBeDisabled();
  });

  it('asks for name, phone, party size and a service before sending anything', async () => {
    const calls = stubAddApi();
    const dialog = await openForm();
    await replaceText(setupUser(), textbox(dialog, 'Party size'), '');
    await submit(dialog);

    expect(await within(dialog).findByText('Customer name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Party size is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select at least one service')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)).toEqual([]);
  });

  it('keeps the party size at least 1', async () => {
    stubAddApi();
    const dialog = await openForm();
    await replaceText(setupUser(), textbox(dialog, 'Party size'), '0');
    await setupUser().tab();
    expect(textbox(dialog, 'Party size')).toHaveValue('1');
  });

  it('refuses an email that is not one', async () => {
    const calls = stubAddApi();
    const dialog = await openForm();
    await replaceText(setupUser(), textbox(dialog, 'Email'), 'dana@');
    await submit(dialog);
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(calls, CREATE)).toEqual([]);
  });

  it('adds and removes service rows, drops blank ones and sends the walk-in', async () => {
    const calls = stubAddApi();
    const dialog = await openForm();
    const user = setupUser();

    await replaceText(user, textbox(dialog, 'Customer name'), 'Dana Fox');
    await replaceText(user, textbox(dialog, 'Phone'), '(212) 555-0123');
    await replaceText(user, textbox(dialog, 'Email'), 'dana@example.test');
    await replaceText(user, textbox(dialog, 'Party size'), '2');
    await chooseOption('Service 1', "Women's Haircut", { scope: dialog });
    await chooseOption('Preferred employee 1', 'Rosa Diaz', { scope: dialog });

    await user.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    expect(within(dialog).getByRole('button', { name: 'Remove service 1' })).toBeEnabled();
    await chooseOption('Service 2', 'Gel Manicure', { scope: dialog });
    // A row added by mistake and removed, and one left blank: neither is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove service 4' }));
    expect(within(dialog).getAllByRole('combobox', { name: /^Service/ })).toHaveLength(3);

    await chooseOption('Notify by', 'Email', { scope: dialog });
    await replaceText(user, textbox(dialog, 'Notes'), 'Needs a booster seat');
    await submit(dialog);

    await waitFor(() => expect(callsTo(calls, CREATE)).toHaveLength(1));
    expect(callsTo(calls, CREATE)[0].body).toEqual({
      clientName: 'Dana Fox',
      clientPhone: '(212) 555-0123',
      clientEmail: 'dana@example.test',
      partySize: 2,
      requestedServices: [
        { serviceId: 5, preferredEmployeeId: 3 },
        { serviceId: 8, preferredEmployeeId: null },
      ],
      notificationPreference: 'email',
      notes: 'Needs a booster seat',
    });
    expect(await screen.findByText('Dana Fox added to the waitlist')).toBeInTheDocument();
    expect(screen.getByText('Position #3, estimated wait 40 min')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for an email address before promising an email', async () => {
    const calls = stubAddApi();
    const dialog = await openForm();
    await chooseOption('Notify by', 'Email', { scope: dialog });
    await submit(dialog);
    expect(await within(dialog).findByText('This customer has no email address to notify')).toBeInTheDocument();
    expect(textbox(dialog, 'Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, CREATE)).toEqual([]);
  });

  it('asks for the service of a row that names only an employee, at that row', async () => {
    const calls = stubAddApi();
    const dialog = await openForm();
    const user = setupUser();
    await replaceText(user, textbox(dialog, 'Customer name'), 'Dana Fox');
    await replaceText(user, textbox(dialog, 'Phone'), '(212) 555-0123');
    await chooseOption('Service 1', 'Gel Manicure', { scope: dialog });
    await user.click(within(dialog).getByRole('button', { name: 'Add another service' }));
    await chooseOption('Preferred employee 2', 'Liam Chen', { scope: dialog });
    await submit(dialog);

    expect(await within(dialog).findByText('Please select a service')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Service 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Service 1' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, CREATE)).toEqual([]);
  });

  it("shows the API's field errors at their fields", async () => {
    stubAddApi({ [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', 'Validation failed', { fieldErrors: { clientPhone: ['Please enter a valid phone number'] } }) });
    const dialog = await openForm();
    await replaceText(setupUser(), textbox(dialog, 'Customer name'), 'Dana Fox');
    await replaceText(setupUser(), textbox(dialog, 'Phone'), '555');
    await chooseOption('Service 1', 'Gel Manicure', { scope: dialog });
    await submit(dialog);
    expect(await within(dialog).findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(textbox(dialog, 'Phone')).toHaveAttribute('aria-invalid', 'true');
  });
});
