import { screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { buildUser, receptionistUser, stylistUser } from '../../../../testing/session-fixtures';
import { callsTo, dataResponse } from '../../../../testing/stub-api';
import { APPOINTMENT_URL, openAppointment, stubAppointmentApi } from '../../../../testing/appointment-detail-testing';
import { buildAppointmentNote } from '../../../../testing/fixtures/appointments';
import { chooseOption, replaceText, setupUser } from '../../../../testing/user-actions';

const NOTES = `GET ${APPOINTMENT_URL}/notes`;
const allergy = buildAppointmentNote();
const later = buildAppointmentNote({
  note_id: 2,
  note_text: 'Loved the fringe.',
  is_internal: false,
  note_type: 'general',
  created_at: '2026-11-24T16:00:00.000Z',
  updated_at: '2026-11-24T16:00:00.000Z',
  creator: null,
});

type Handlers = Parameters<typeof stubAppointmentApi>[0];

function stubNotesApi(handlers: Handlers = {}) {
  // Oldest first on purpose: the page orders them itself.
  return stubAppointmentApi({ [NOTES]: () => dataResponse([allergy, later]), ...handlers });
}

async function openNotesTab(user?: Parameters<typeof openAppointment>[1]) {
  await openAppointment('/appointments/42?tab=notes', user);
  return screen.findAllByRole('article');
}


describe('appointment notes tab', () => {
  it('lists notes newest first with type, internal badge, author and time, staff-only notes included', async () => {
    const fetchMock = stubNotesApi();
    const notes = await openNotesTab();

    expect(notes.map((note) => note.getAttribute('aria-label'))).toEqual([
      `Note by Former user, ${formatDateTime(later.created_at)}`,
      `Note by Olivia Owner, ${formatDateTime(allergy.created_at)}`,
    ]);
    expect(within(notes[1]).getByText('Allergy')).toBeInTheDocument();
    expect(within(notes[1]).getByText('Internal')).toBeInTheDocument();
    expect(within(notes[1]).getByText('Allergic to ammonia-based colour.')).toBeInTheDocument();
    expect(within(notes[0]).getByText('General')).toBeInTheDocument();
    expect(within(notes[0]).queryByText('Internal')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, NOTES)[0].url).toContain('include_internal=true');
  });

  it('adds a note with its type and whether it is internal, then clears the form', async () => {
    const user = setupUser();
    const ADD = `POST ${APPOINTMENT_URL}/notes`;
    const fetchMock = stubNotesApi({ [ADD]: ({ body }) => dataResponse(buildAppointmentNote({ note_id: 3, ...(body as object) }), 201) });
    await openNotesTab();
    const form = screen.getByRole('textbox', { name: 'New note' }).closest('form') as HTMLElement;

    await replaceText(user, within(form).getByRole('textbox', { name: 'New note' }), 'Asked for a follow-up in six weeks');
    await chooseOption('Type', 'Follow-up', { scope: form });
    await user.click(within(form).getByRole('checkbox', { name: 'Internal (staff only)' }));
    await user.click(within(form).getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)[0].body).toEqual({ note_text: 'Asked for a follow-up in six weeks', note_type: 'follow_up', is_internal: true });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'New note' })).toHaveValue(''));
    expect(within(form).getByRole('checkbox', { name: 'Internal (staff only)' })).not.toBeChecked();
  });

  it('refuses an empty note', async () => {
    const user = setupUser();
    const fetchMock = stubNotesApi();
    await openNotesTab();

    await user.click(screen.getByRole('button', { name: 'Add Note' }));

    expect(await screen.findByText('Note text is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${APPOINTMENT_URL}/notes`)).toHaveLength(0);
  });

  it('edits a note', async () => {
    const user = setupUser();
    const UPDATE = `PUT ${APPOINTMENT_URL}/notes/1`;
    const fetchMock = stubNotesApi({ [UPDATE]: ({ body }) => dataResponse({ ...allergy, ...(body as object) }) });
    const notes = await openNotesTab();

    await user.click(within(notes[1]).getByRole('button', { name: 'Edit' }));
    const box = within(notes[1]).getByRole('textbox', { name: 'Edit note' });
    expect(box).toHaveValue('Allergic to ammonia-based colour.');
    await replaceText(user, box, 'Allergic to ammonia and PPD.');
    await user.click(within(notes[1]).getByRole('checkbox', { name: 'Internal (staff only)' }));
    await user.click(within(notes[1]).getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)[0].body).toEqual({ note_text: 'Allergic to ammonia and PPD.', note_type: 'allergy', is_internal: false });
  });

  it('deletes a note after asking', async () => {
    const user = setupUser();
    const REMOVE = `DELETE ${APPOINTMENT_URL}/notes/2`;
    const fetchMock = stubNotesApi({ [REMOVE]: () => new Response(null, { status: 204 }) });
    const notes = await openNotesTab();

    await user.click(within(notes[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Note' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, REMOVE)).toHaveLength(1);
  });

  it('shows notes without the means to change them to users who may only read appointments', async () => {
    stubNotesApi();
    const notes = await openNotesTab(buildUser({ permissions: ['appointments:read'] }));

    expect(notes).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets a stylist edit notes but not add or delete them (appointments:update only)', async () => {
    stubNotesApi();
    const notes = await openNotesTab(stylistUser);

    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
    expect(within(notes[0]).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(notes[1]).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets a receptionist add, edit and delete notes', async () => {
    stubNotesApi();
    const notes = await openNotesTab(receptionistUser);

    expect(screen.getByRole('textbox', { name: 'New note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
    expect(within(notes[0]).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(notes[0]).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
