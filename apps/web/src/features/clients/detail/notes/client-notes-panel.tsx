import { useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { DeleteNoteModal } from '../../../../components/notes/delete-note-modal';
import { NotesList } from '../../../../components/notes/notes-list';
import type { SubRecordRights } from '../../../../lib/session/access-rules';
import { notify } from '../../../../lib/notifications/notify';
import { useClientNotes } from '../../api/use-client-notes';
import { useCreateClientNote } from '../../api/use-create-client-note';
import { useDeleteClientNote } from '../../api/use-delete-client-note';
import { ClientNoteEditor } from './client-note-editor';
import { ClientNoteItem } from './client-note-item';

/** The new note's text box, which the next steps after creating a client focus. */
export const NEW_CLIENT_NOTE_FIELD_ID = 'client-new-note';

type ClientNotesPanelProps = {
  clientId: number;
  /** Add, Edit and Delete follow clients:create, clients:update and clients:delete. */
  rights: SubRecordRights;
};

export function ClientNotesPanel({ clientId, rights }: ClientNotesPanelProps) {
  const notes = useClientNotes(clientId);
  const createNote = useCreateClientNote(clientId);
  const deleteNote = useDeleteClientNote(clientId);
  const [deleting, setDeleting] = useState<ClientNote | null>(null);

  const addNote = (input: ClientNoteInput) => createNote.mutateAsync(input).then(() => notify.success({ message: 'Note added' }));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="client-notes-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="client-notes-heading">
          Notes
        </Title>

        {rights.add && (
          <ClientNoteEditor label="New note" id={NEW_CLIENT_NOTE_FIELD_ID} submitLabel="Add Note" saving={createNote.isPending} error={createNote.error?.message} onSave={addNote} clearOnSave />
        )}

        <NotesList notes={notes} renderNote={(note) => <ClientNoteItem key={note.note_id} note={note} canEdit={rights.edit} canDelete={rights.remove} onDelete={setDeleting} />} />
      </Stack>

      <DeleteNoteModal noteId={deleting?.note_id ?? null} removal={deleteNote} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
