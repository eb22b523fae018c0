import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ClientNote } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { notify } from '../../../lib/notify';
import { useClientNotes } from '../api/use-client-notes';
import { useCreateClientNote } from '../api/use-create-client-note';
import { useDeleteClientNote } from '../api/use-delete-client-note';
import { ClientNoteEditor } from './client-note-editor';
import { ClientNoteItem } from './client-note-item';

type ClientNotesPanelProps = {
  clientId: number;
  /** Writing, editing and deleting notes changes the client (`clients:update`). */
  canEdit: boolean;
};

export function ClientNotesPanel({ clientId, canEdit }: ClientNotesPanelProps) {
  const notes = useClientNotes(clientId);
  const createNote = useCreateClientNote(clientId);
  const deleteNote = useDeleteClientNote(clientId);
  const [deleting, setDeleting] = useState<ClientNote | null>(null);

  const addNote = (input: { note_text: string }) => createNote.mutateAsync(input).then(() => notify.success({ message: 'Note added' }));

  const closeDelete = () => {
    deleteNote.reset();
    setDeleting(null);
  };
  const confirmDelete = (note: ClientNote) =>
    deleteNote.mutate(note.note_id, {
      onSuccess: () => {
        notify.success({ message: 'Note deleted' });
        setDeleting(null);
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="client-notes-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="client-notes-heading">
          Notes
        </Title>

        {canEdit && (
          <ClientNoteEditor label="New note" submitLabel="Add Note" saving={createNote.isPending} error={createNote.error?.message} onSave={addNote} clearOnSave />
        )}

        {notes.isPending ? (
          <LoadingSpinner label="Loading notes" />
        ) : notes.isError ? (
          <ErrorCard title="Error loading notes" message={notes.error.message} onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
        ) : notes.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          <Stack gap="sm">
            {notes.data.map((note) => (
              <ClientNoteItem key={note.note_id} note={note} canEdit={canEdit} onDelete={setDeleting} />
            ))}
          </Stack>
        )}
      </Stack>

      {deleting && (
        <ConfirmModal
          opened
          title="Delete Note"
          confirmLabel="Delete"
          danger
          loading={deleteNote.isPending}
          error={deleteNote.error?.message}
          onConfirm={() => confirmDelete(deleting)}
          onClose={closeDelete}
        >
          Are you sure you want to delete this note?
        </ConfirmModal>
      )}
    </Paper>
  );
}
