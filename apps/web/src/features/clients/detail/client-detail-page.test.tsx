import { screen, waitFor, within } from '@testing-library/react';
import type { ClientNote, SessionUser } from '@salon/contracts';
import { renderApp } from '../../../testing/render-app';
import { buildUser, ownerUser, signIn, stylistUser } from '../../../testing/session-fixtures';
import { callsTo, dataResponse, errorResponse, stubApi } from '../../../testing/stub-api';
import { buildAppointment } from '../../../testing/fixtures/appointments';
import { SEEDED_STATUSES } from '../../../testing/fixtures/appointment-statistics';
import { buildClient, buildNote } from '../../../testing/fixtures/clients';
import { buildClientPaymentSummary } from '../../../testing/fixtures/payments-balance';
import { replaceText, setupUser } from '../../../testing/user-actions';

const NOTES = 'GET /api/clients/1/notes';
const HISTORY = 'GET /api/appointments/by-client/1';
const visit = buildAppointment({
  client_id: 1,
  client: { client_id: 1, first_name: 'Ann', last_name: 'Lee', email: null, phone: null },
  status: { status_id: 4, name: 'completed', is_billable: true },
});
const ann = buildClient();
const newest = buildNote({
  note_id: 2,
  note_text: 'Allergic to latex gloves.',
  created_at: '2026-03-10T16:00:00.000Z',
  updated_at: '2026-03-11T09:00:00.000Z',
  author: { user_id: 3, first_name: 'Rita', last_name: 'Reyes' },
});
const oldest = buildNote({ note_id: 1, author: null });

type Handlers = Parameters<typeof stubApi>[0];

function stubDetailApi({ user = ownerUser, notes = [newest, oldest], handlers = {} }: { user?: SessionUser; notes?: ClientNote[]; handlers?: Handlers } = {}) {
  return stubApi({
    'GET /api/auth/me': () => dataResponse(user),
    'GET /api/clients': () => dataResponse({ clients: [ann], total_count: 1 }),
    'GET /api/clients/1': () => dataResponse(ann),
    [NOTES]: () => dataResponse(notes),
    'GET /api/appointment-statuses': () => dataResponse(SEEDED_STATUSES),
    [HISTORY]: () => dataResponse({ rows: [visit], count: 1 }),
    // The payments section (its own tests are in the payments feature).
    'GET /api/payments/clients/1/summary': () => dataResponse(buildClientPaymentSummary()),
    'GET /api/payments': () => dataResponse({ items: [], total_count: 0 }),
    ...handlers,
  });
}

async function openDetail(user = ownerUser, path = '/clients/1') {
  signIn(user);
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Ann Lee' });
  return rendered;
}

const notesPanel = () => screen.getByRole('region', { name: 'Notes' });
const noteBy = (author: RegExp) => within(notesPanel()).getByRole('article', { name: author });

describe('client detail', () => {
  it("shows the client's details with the status and the actions", async () => {
    stubDetailApi();
    await openDetail();

    expect(screen.getByText('Active')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Client Details' });
    const facts = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Email: 'ann.lee@example.com',
      Phone: '+1 555 010 2000',
      'Preferred contact': 'SMS',
      Birthdate: 'Mar 4, 1990',
      Address: '12 Elm StreetSpringfield, IL 62701',
      'Referral source': 'Instagram',
      'Client since': 'Jan 15, 2026',
    });
    expect(within(details).getByRole('link', { name: 'ann.lee@example.com' })).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    expect(within(details).getByRole('link', { name: '+1 555 010 2000' })).toHaveAttribute('href', 'tel:+15550102000');
    expect(screen.getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
    expect(screen.getByRole('link', { name: 'Edit Client' })).toHaveAttribute('href', '/clients/edit/1');
    expect(screen.getByRole('button', { name: 'Delete Client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/appointments/new?client_id=1');
  });

  it('says what was not provided', async () => {
    stubDetailApi({
      handlers: {
        'GET /api/clients/1': () =>
          dataResponse(buildClient({ email: null, phone: null, address: null, city: null, state: null, zip_code: null, birthdate: null, preferred_contact_method: null, referral_source: null, is_active: false })),
      },
    });
    await openDetail();

    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Client Details' })).getAllByText('Not provided')).toHaveLength(6);
  });

  it('deletes the client after confirmation and returns to the list', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({ handlers: { 'DELETE /api/clients/1': () => new Response(null, { status: 204 }) } });
    const { router } = await openDetail();

    await user.click(screen.getByRole('button', { name: 'Delete Client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Client' });
    expect(within(dialog).getByText('Are you sure you want to delete Ann Lee?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Ann Lee has been deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/clients/1')).toHaveLength(1);
    // The router moves on its own schedule, not with the toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
  });

  it("says 'Client not found' for a client that does not exist, with the way back", async () => {
    stubDetailApi({ handlers: { 'GET /api/clients/1': () => errorResponse(404, 'NOT_FOUND', 'The requested resource was not found') } });
    signIn(ownerUser);
    renderApp('/clients/1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading client')).toBeInTheDocument();
    expect(within(alert).getByText('Client not found')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Back to Clients' })).toHaveAttribute('href', '/clients');
  });

  it("shows the server's message when the client cannot be loaded", async () => {
    stubDetailApi({ handlers: { 'GET /api/clients/1': () => errorResponse(500, 'INTERNAL_ERROR', 'An unexpected error occurred') } });
    signIn(ownerUser);
    renderApp('/clients/1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading client')).toBeInTheDocument();
    expect(within(alert).getByText('An unexpected error occurred')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a reader no Edit, Delete or note controls', async () => {
    stubDetailApi({ user: stylistUser });
    await openDetail(stylistUser);

    await screen.findByText('Allergic to latex gloves.');
    expect(screen.queryByRole('link', { name: 'Edit Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Client' })).not.toBeInTheDocument();
    expect(within(notesPanel()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(notesPanel()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Appointment' })).not.toBeInTheDocument();
  });

  it('offers Edit on notes but not Add Note or Delete to a user with clients:update alone', async () => {
    const editor = buildUser({ roles: [{ name: 'note editor', permissions: [{ name: 'clients:read' }, { name: 'clients:update' }] }], permissions: ['clients:read', 'clients:update'] });
    stubDetailApi({ user: editor });
    await openDetail(editor);

    const notes = await within(notesPanel()).findAllByRole('article');
    expect(within(notesPanel()).queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(within(notesPanel()).queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
    expect(within(notes[0]).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(notesPanel()).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('client appointments', () => {
  const section = () => screen.getByRole('region', { name: 'Appointments' });

  it("lists the client's appointments newest first, each opening its appointment", async () => {
    const user = setupUser();
    // The opened page asks for its appointment; this test needs no answer.
    const fetchMock = stubDetailApi({ handlers: { 'GET /api/appointments/42': () => new Promise<Response>(() => undefined) } });
    const { router } = await openDetail();

    const table = await within(section()).findByRole('table', { name: 'Appointments of Ann Lee' });
    expect(Object.fromEntries(new URL(callsTo(fetchMock, HISTORY)[0].url, 'http://salon.test').searchParams)).toEqual({ limit: '10', offset: '0', sortOrder: 'DESC' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Date & Time', 'Service', 'Employee', 'Price', 'Status']);
    expect(within(table).getAllByRole('row')[1].textContent).toBe("Nov 24, 202610:00 AM – 10:45 AMWomen's HaircutRosa Diaz$65.00Completed");

    await user.click(within(table).getByRole('link', { name: 'Nov 24, 2026' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments/42'));
  });

  it('filters the history by status', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi();
    const { router } = await openDetail();
    await within(section()).findByRole('table');

    await user.click(within(section()).getByRole('combobox', { name: 'Status' }));
    const listbox = await screen.findByRole('listbox', { name: 'Status', hidden: true });
    const option = await waitFor(() => within(listbox).getByRole('option', { name: 'Cancelled', hidden: true }));
    await user.click(option);

    await waitFor(() => expect(callsTo(fetchMock, HISTORY).at(-1)?.url).toContain('status=cancelled'));
    expect(router.state.location.search).toBe('?status=cancelled');
  });

  it('says when the client has no appointments yet', async () => {
    stubDetailApi({ handlers: { [HISTORY]: () => dataResponse({ rows: [], count: 0 }) } });
    await openDetail();

    expect(await within(section()).findByText('Ann has no appointments yet.')).toBeInTheDocument();
  });

  it('leaves the history out for users who may not read appointments', async () => {
    const reader = buildUser({ roles: [{ name: 'marketing', permissions: [{ name: 'clients:read' }] }], permissions: ['clients:read'] });
    const fetchMock = stubDetailApi({ user: reader });
    await openDetail(reader);

    await screen.findByText('Allergic to latex gloves.');
    expect(screen.queryByRole('region', { name: 'Appointments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Appointment' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, HISTORY)).toHaveLength(0);
  });
});

describe('client notes', () => {
  it('lists the notes newest first, with author and time', async () => {
    const fetchMock = stubDetailApi();
    await openDetail();

    const articles = await within(notesPanel()).findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Note by Rita Reyes, Mar 1[01], 2026/),
      expect.stringMatching(/^Note by Former user, Mar 4, 2026/),
    ]);
    expect(within(articles[0]).getByText('Allergic to latex gloves.')).toBeInTheDocument();
    expect(within(articles[0]).getByText(/edited/)).toBeInTheDocument();
    expect(within(articles[1]).queryByText(/edited/)).not.toBeInTheDocument();
    expect(callsTo(fetchMock, NOTES)).toHaveLength(1);
  });

  it('marks the notes staff flagged as health and safety alerts with a red Alert badge, and no other note, whatever its words', async () => {
    const alert = buildNote({ note_id: 3, note_text: 'Patch test before any colour.', is_alert: true, author: { user_id: 4, first_name: 'Sofia', last_name: 'Silva' } });
    stubDetailApi({ notes: [alert, newest, oldest] });
    await openDetail();

    const articles = await within(notesPanel()).findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Note by Sofia Silva/),
      expect.stringMatching(/^Note by Rita Reyes/),
      expect.stringMatching(/^Note by Former user/),
    ]);
    const badge = within(articles[0]).getByText('Alert');
    expect(badge.closest('.mantine-Badge-root')).toHaveStyle({ '--badge-color': 'var(--mantine-color-red-light-color)' });
    // "Allergic to latex gloves." was not marked: an ordinary note.
    expect(within(articles[1]).queryByText('Alert')).not.toBeInTheDocument();
    expect(within(articles[2]).queryByText('Alert')).not.toBeInTheDocument();
  });

  it('says when there are no notes', async () => {
    stubDetailApi({ notes: [] });
    await openDetail();

    expect(await within(notesPanel()).findByText('No notes yet.')).toBeInTheDocument();
  });

  it('adds a note, checked by the note schema first', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({ handlers: { 'POST /api/clients/1/notes': ({ body }) => dataResponse(buildNote({ note_id: 3, ...(body as object) }), 201) } });
    await openDetail();
    await within(notesPanel()).findAllByRole('article');
    const box = within(notesPanel()).getByRole('textbox', { name: 'New note' });

    await replaceText(user, box, '   ');
    await user.click(within(notesPanel()).getByRole('button', { name: 'Add Note' }));
    expect(within(notesPanel()).getByText('Note text is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/clients/1/notes')).toHaveLength(0);

    await replaceText(user, box, 'Likes oat milk. ');
    await user.click(within(notesPanel()).getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/clients/1/notes')[0].body).toEqual({ note_text: 'Likes oat milk.', is_alert: false });
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(callsTo(fetchMock, NOTES)).toHaveLength(2));
  });

  it('adds a note marked as a health and safety alert, then offers an ordinary one again', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({ handlers: { 'POST /api/clients/1/notes': ({ body }) => dataResponse(buildNote({ note_id: 3, ...(body as object) }), 201) } });
    await openDetail();
    await within(notesPanel()).findAllByRole('article');
    const alertBox = within(notesPanel()).getByRole('checkbox', { name: 'Health & safety alert' });
    expect(alertBox).not.toBeChecked();

    await replaceText(user, within(notesPanel()).getByRole('textbox', { name: 'New note' }), 'Pregnant: no chemical peels.');
    await user.click(alertBox);
    await user.click(within(notesPanel()).getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/clients/1/notes')[0].body).toEqual({ note_text: 'Pregnant: no chemical peels.', is_alert: true });
    await waitFor(() => expect(alertBox).not.toBeChecked());
  });

  it("shows the server's reasons when a note is refused", async () => {
    const user = setupUser();
    stubDetailApi({
      handlers: {
        'POST /api/clients/1/notes': () =>
          errorResponse(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors: { note_text: ['Note must be at most 2000 characters'] } }),
      },
    });
    await openDetail();
    const box = within(notesPanel()).getByRole('textbox', { name: 'New note' });

    await replaceText(user, box, 'Too long, says the server');
    await user.click(within(notesPanel()).getByRole('button', { name: 'Add Note' }));

    expect(await within(notesPanel()).findByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(box).toHaveAccessibleDescription('Note must be at most 2000 characters');
    expect(box).toHaveValue('Too long, says the server');
  });

  it('edits a note', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({ handlers: { 'PUT /api/clients/1/notes/2': ({ body }) => dataResponse({ ...newest, ...(body as object) }) } });
    await openDetail();
    await within(notesPanel()).findAllByRole('article');

    await user.click(within(noteBy(/Rita Reyes/)).getByRole('button', { name: 'Edit' }));
    const box = within(noteBy(/Rita Reyes/)).getByRole('textbox', { name: 'Edit note' });
    expect(box).toHaveValue('Allergic to latex gloves.');
    await replaceText(user, box, 'Allergic to latex and nickel.');
    await user.click(within(noteBy(/Rita Reyes/)).getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/clients/1/notes/2')[0].body).toEqual({ note_text: 'Allergic to latex and nickel.', is_alert: false });
    await waitFor(() => expect(within(noteBy(/Rita Reyes/)).queryByRole('textbox')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetchMock, NOTES)).toHaveLength(2));
  });

  it('unmarks an alert on edit: the checkbox starts checked and saving sends the flag', async () => {
    const user = setupUser();
    const alert = buildNote({ note_id: 3, note_text: 'Sensitive scalp.', is_alert: true, author: { user_id: 4, first_name: 'Sofia', last_name: 'Silva' } });
    const fetchMock = stubDetailApi({ notes: [alert, newest], handlers: { 'PUT /api/clients/1/notes/3': ({ body }) => dataResponse({ ...alert, ...(body as object) }) } });
    await openDetail();
    await within(notesPanel()).findAllByRole('article');

    await user.click(within(noteBy(/Sofia Silva/)).getByRole('button', { name: 'Edit' }));
    const alertBox = within(noteBy(/Sofia Silva/)).getByRole('checkbox', { name: 'Health & safety alert' });
    expect(alertBox).toBeChecked();
    await user.click(alertBox);
    await user.click(within(noteBy(/Sofia Silva/)).getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/clients/1/notes/3')[0].body).toEqual({ note_text: 'Sensitive scalp.', is_alert: false });
  });

  it('cancels an edit without saving', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi();
    await openDetail();
    await within(notesPanel()).findAllByRole('article');

    await user.click(within(noteBy(/Rita Reyes/)).getByRole('button', { name: 'Edit' }));
    await replaceText(user, within(noteBy(/Rita Reyes/)).getByRole('textbox', { name: 'Edit note' }), 'Changed my mind');
    await user.click(within(noteBy(/Rita Reyes/)).getByRole('button', { name: 'Cancel' }));

    expect(within(noteBy(/Rita Reyes/)).getByText('Allergic to latex gloves.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/clients/1/notes/2')).toHaveLength(0);
  });

  it('deletes a note after confirmation', async () => {
    const user = setupUser();
    const fetchMock = stubDetailApi({ handlers: { 'DELETE /api/clients/1/notes/1': () => new Response(null, { status: 204 }) } });
    await openDetail();
    await within(notesPanel()).findAllByRole('article');

    await user.click(within(noteBy(/Former user/)).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Note' });
    expect(within(dialog).getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/clients/1/notes/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/clients/1/notes/1')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, NOTES)).toHaveLength(2));
  });
});
