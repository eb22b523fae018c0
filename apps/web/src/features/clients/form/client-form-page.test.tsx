import { screen, waitFor, within } from '@testing-library/react';
import type { PossibleDuplicate, SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildClient } from '../../../testing/fixtures/clients';
import { buildClientPaymentSummary } from '../../../testing/fixtures/payments-balance';
import { replaceText, setupUser } from '../../../testing/user-actions';

const CREATE = 'POST /api/clients';
const UPDATE = 'PUT /api/clients/1';
const DUPLICATES = 'GET /api/clients/possible-duplicates';
const ann = buildClient();
const created = buildClient({ client_id: 9, email: null, phone: null });

type Handlers = Parameters<typeof stubApi>[0];

function stubFormApi(handlers: Handlers = {}, user: SessionUser = ownerUser) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/clients': () => dataResponse({ clients: [ann], total_count: 1 }),
    'GET /api/clients/1': () => dataResponse(ann),
    [DUPLICATES]: () => dataResponse([]),
    // The new client's page, where a create lands.
    'GET /api/clients/9': () => dataResponse(created),
    'GET /api/clients/9/notes': () => dataResponse([]),
    'GET /api/appointments/by-client/9': () => dataResponse({ rows: [], count: 0 }),
    'GET /api/appointment-statuses': () => dataResponse([]),
    'GET /api/payments/clients/9/summary': () => dataResponse(buildClientPaymentSummary({ client_id: 9 })),
    'GET /api/payments': () => dataResponse({ items: [], total_count: 0 }),
    ...handlers,
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
/** The query a call asked with. */
const asked = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://localhost').searchParams);

async function type(input: HTMLElement, value: string) {
  const user = setupUser();
  await replaceText(user, input, value);
  await user.tab();
}

async function openNewForm(user: SessionUser = ownerUser) {
  signIn(user);
  const rendered = renderApp('/clients/new');
  await screen.findByRole('heading', { level: 1, name: 'Add New Client' });
  return rendered;
}

async function openEditForm(path = '/clients/edit/1') {
  signIn(ownerUser);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Edit Client' });
  return rendered;
}

describe('client form', () => {
  it('has the four sections, without the active switch on create', async () => {
    stubFormApi();
    await openNewForm();

    for (const section of ['Basic Information', 'Contact Information', 'Address Information', 'Additional Information']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    const basic = screen.getByRole('region', { name: 'Basic Information' });
    expect(within(basic).getByLabelText(/^First name/)).toBeRequired();
    expect(within(basic).getByLabelText(/^Birthdate/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Active/ })).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByRole('combobox', { name: 'Preferred contact method' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/clients');
  });

  it("shows the schema's messages and sends nothing while the form is invalid", async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    // The user is taken to the first refused field.
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());

    await type(field(/^Email/), 'ann@');
    expect(field(/^Email/)).toHaveAccessibleDescription('Invalid email address');
    // Editing a field clears its message.
    await replaceText(user, field(/^First name/), 'Ann');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    await type(field(/^Phone/), '0555 0100');
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it("creates a client with blanks sent as null, says so and opens the new client's page with the next steps", async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(created, 201) });
    const { router } = await openNewForm();

    await type(field(/^First name/), '  Ann ');
    await type(field(/^Last name/), 'Lee');
    await type(field(/^City/), 'Springfield');
    await user.click(screen.getByRole('combobox', { name: 'Preferred contact method' }));
    // jsdom lays nothing out, so Mantine takes the dropdown for detached from its field and hides it.
    await user.click(await screen.findByRole('option', { name: 'SMS', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Ann Lee has been added.')).toBeInTheDocument();
    // The router moves on its own schedule, not with the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const nextSteps = screen.getByRole('alert', { name: 'Next steps' });
    expect(within(nextSteps).getByRole('link', { name: 'Book an appointment' })).toHaveAttribute('href', '/appointments/new?client_id=9');
    await user.click(within(nextSteps).getByRole('button', { name: 'Add a note' }));
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveFocus();
    await user.click(within(nextSteps).getByRole('button', { name: 'Dismiss next steps' }));
    expect(screen.queryByRole('alert', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)[0].body).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: null,
      phone: null,
      address: null,
      city: 'Springfield',
      state: null,
      zip_code: null,
      birthdate: null,
      preferred_contact_method: 'sms',
      referral_source: null,
      is_active: true,
      note: null,
      note_is_alert: false,
    });
  });

  it('offers only the next steps the user may take: no booking without appointments:create', async () => {
    const user = setupUser();
    const clientsOnly = buildUser({ permissions: ['clients:read', 'clients:create'] });
    stubFormApi({ [CREATE]: () => dataResponse(created, 201) }, clientsOnly);
    await openNewForm(clientsOnly);

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    const nextSteps = await screen.findByRole('alert', { name: 'Next steps' });
    expect(within(nextSteps).getByRole('button', { name: 'Add a note' })).toBeInTheDocument();
    expect(within(nextSteps).queryByRole('link', { name: 'Book an appointment' })).not.toBeInTheDocument();
  });

  it('sends a first note with the new client', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(created, 201) });
    const { router } = await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await type(screen.getByRole('textbox', { name: /^First note/ }), '  Allergic to latex gloves.  ');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/9'));
    expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ first_name: 'Ann', last_name: 'Lee', note: 'Allergic to latex gloves.', note_is_alert: false });
  });

  it('sends a first note marked as a health and safety alert', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [CREATE]: () => dataResponse(created, 201) });
    const { router } = await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await type(screen.getByRole('textbox', { name: /^First note/ }), 'Pregnant: no chemical peels.');
    await user.click(screen.getByRole('checkbox', { name: 'Health & safety alert' }));
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/9'));
    expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ note: 'Pregnant: no chemical peels.', note_is_alert: true });
  });

  it("says a first note's length with the notes' message and sends nothing", async () => {
    const user = setupUser();
    const fetchMock = stubFormApi();
    await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await type(screen.getByRole('textbox', { name: /^First note/ }), 'x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    expect(screen.getByRole('textbox', { name: /^First note/ })).toHaveAccessibleDescription(/Note must be at most 2000 characters/);
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('asks about duplicates only with whole values: the name once both parts are typed, a whole e-mail, a phone of 7 digits or more', async () => {
    const fetchMock = stubFormApi();
    await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Email/), 'ann@');
    await type(field(/^Phone/), '555 01');
    await type(field(/^Last name/), ' Lee ');
    await waitFor(() => expect(callsTo(fetchMock, DUPLICATES)).toHaveLength(1));
    expect(asked(callsTo(fetchMock, DUPLICATES)[0].url)).toEqual({ first_name: 'Ann', last_name: 'Lee' });

    await type(field(/^Email/), 'ann@example.com');
    await type(field(/^Phone/), '(212) 555-0147');
    await waitFor(() =>
      expect(asked(callsTo(fetchMock, DUPLICATES).at(-1)?.url)).toEqual({ phone: '(212) 555-0147', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }),
    );
  });

  it('asks before creating when Create Client is clicked before the duplicate warning could show', async () => {
    const user = setupUser();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const existing: PossibleDuplicate = { client: buildClient({ client_id: 4 }), matched_on: ['name'] };
    const fetchMock = stubFormApi({
      // The lookup answers only when the test says so: the warning cannot be on screen at the click.
      [DUPLICATES]: async () => {
        await answered;
        return dataResponse([existing]);
      },
      [CREATE]: () => dataResponse(created, 201),
    });
    await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await waitFor(() => expect(callsTo(fetchMock, DUPLICATES).length).toBeGreaterThan(0));
    expect(screen.queryByRole('status', { name: 'This client may already exist' })).not.toBeInTheDocument();
    answer();

    expect(await screen.findByRole('dialog', { name: 'Create anyway?' })).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('warns about a possible duplicate with a link to them, and creates only after Create anyway', async () => {
    const user = setupUser();
    const existing: PossibleDuplicate = { client: buildClient({ client_id: 4, phone: '+1 212 555 0147', email: 'ann@example.com', is_active: false }), matched_on: ['phone', 'name'] };
    const fetchMock = stubFormApi({ [DUPLICATES]: () => dataResponse([existing]), [CREATE]: () => dataResponse(created, 201) });
    const { router } = await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await type(field(/^Phone/), '212 555 0147');

    const warning = await screen.findByRole('status', { name: 'This client may already exist' });
    expect(within(warning).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/clients/4');
    expect(warning).toHaveTextContent('same phone, same name · +1 212 555 0147 · ann@example.com');
    expect(within(warning).getByText('Inactive')).toBeInTheDocument();

    // The first try asks; Cancel sends nothing and keeps the form.
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create anyway?' });
    expect(dialog).toHaveTextContent('Ann Lee may already be a client: see the possible duplicates on the form. Create a new client anyway?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Create anyway?' })).getByRole('button', { name: 'Create anyway' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/9'));
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
    expect(callsTo(fetchMock, CREATE)[0].body).toMatchObject({ first_name: 'Ann', last_name: 'Lee', phone: '212 555 0147' });
  });

  it("shows a 400's field errors next to the fields and the server's message in a red box", async () => {
    const user = setupUser();
    stubFormApi({
      [CREATE]: () => errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors: { email: ['Email is already in use'] } }),
    });
    const { router } = await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await type(field(/^Email/), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(field(/^Email/)).toHaveAccessibleDescription('Email is already in use');
    expect(router.state.location.pathname).toBe('/clients/new');
  });

  it("falls back to 'Failed to create client' when the failure carries no message", async () => {
    const user = setupUser();
    stubFormApi({ [CREATE]: () => new Response('upstream down', { status: 502 }) });
    await openNewForm();

    await type(field(/^First name/), 'Ann');
    await type(field(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create client');
  });

  it('edits a client: fills in their details, saves with PUT (no note) and goes to /clients', async () => {
    const user = setupUser();
    const fetchMock = stubFormApi({ [UPDATE]: ({ body }) => dataResponse({ ...ann, ...(body as object) }) });
    const { router } = await openEditForm();

    expect(await screen.findByDisplayValue('ann.lee@example.com')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Ann');
    expect(field(/^Birthdate/)).toHaveValue('1990-03-04');
    expect(screen.getByRole('combobox', { name: 'Preferred contact method' })).toHaveValue('SMS');
    const active = screen.getByRole('switch', { name: /Active client/ });
    expect(active).toBeChecked();
    // The first note and the duplicate warning belong to a new client.
    expect(screen.queryByRole('textbox', { name: /^First note/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Health & safety alert' })).not.toBeInTheDocument();

    await type(field(/^Phone/), '');
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Ann Lee has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(callsTo(fetchMock, DUPLICATES)).toHaveLength(0);
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann.lee@example.com',
      phone: null,
      address: '12 Elm Street',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      birthdate: '1990-03-04',
      preferred_contact_method: 'sms',
      referral_source: 'Instagram',
      is_active: false,
    });
  });

  it("falls back to 'Failed to update client' when the failure carries no message", async () => {
    const user = setupUser();
    stubFormApi({ [UPDATE]: () => new Response('', { status: 500 }) });
    await openEditForm();

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update client');
  });

  it("says 'Client not found' when the client does not exist, with the way back", async () => {
    stubFormApi({ 'GET /api/clients/1': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') });
    await openEditForm();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading client')).toBeInTheDocument();
    expect(within(alert).getByText('Client not found')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
  });

  it('shows why the client could not be loaded, and loads again on Try Again', async () => {
    const user = setupUser();
    let fail = true;
    stubFormApi({
      'GET /api/clients/1': () => (fail ? errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') : dataResponse(ann)),
    });
    await openEditForm();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading client')).toBeInTheDocument();
    expect(within(alert).getByText('An unexpected error occurred')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByDisplayValue('ann.lee@example.com')).toBeInTheDocument();
  });

  it('asks nothing of the API for an address that names no client', async () => {
    const fetchMock = stubFormApi();
    await openEditForm('/clients/edit/abc');

    expect(await screen.findByText('Client not found')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/clients'))).toHaveLength(0));
  });
});
