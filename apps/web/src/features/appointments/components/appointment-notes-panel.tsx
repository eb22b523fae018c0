import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { AppointmentNote, AppointmentNoteBody } from '@salon/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useAddAppointmentNote, useAppointmentNotes, useRemoveAppointmentNote } from '../api/use-appointment-notes';
import { AppointmentNotesEditor } from './appointment-notes-editor';
import { AppointmentNotesItem } from './appointment-notes-item';

type AppointmentNotesPanelProps = {
  appointmentId: number;
  /** Writing, editing and deleting notes changes the appointment (`appointments:update`). */
  canEdit: boolean;
};

/** Newest first, whatever order the answer came in. */
const newestFirst = (notes: AppointmentNote[]) => [...notes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.note_id - a.note_id);

export function AppointmentNotesPanel({ appointmentId, canEdit }: AppointmentNotesPanelProps) {
  const notes = useAppointmentNotes(appointmentId);
  const addNote = useAddAppointmentNote(appointmentId);
  const removeNote = useRemoveAppointmentNote(appointmentId);
  const [deleting, setDeleting] = useState<AppointmentNote | null>(null);

  const add = (body: AppointmentNoteBody) => addNote.mutateAsync(body).then(() => notify.success({ message: 'Note added' }));

  const closeDelete = () => {
    removeNote.reset();
    setDeleting(null);
  };
  const confirmDelete = (note: AppointmentNote) =>
    removeNote.mutate(note.note_id, {
      onSuccess: () => {
        notify.success({ message: 'Note deleted' });
        setDeleting(null);
      },
    });

  return (
    <SectionCard title="Notes" description="Internal notes are for staff only; the others may be shared with the client.">
      {canEdit && <AppointmentNotesEditor label="New note" submitLabel="Add Note" saving={addNote.isPending} error={addNote.error?.message} onSave={add} clearOnSave />}

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
          {newestFirst(notes.data).map((note) => (
            <AppointmentNotesItem key={note.note_id} note={note} canEdit={canEdit} onDelete={setDeleting} />
          ))}
        </Stack>
      )}

      {deleting && (
        <ConfirmModal
          opened
          title="Delete Note"
          confirmLabel="Delete"
          danger
          loading={removeNote.isPending}
          error={removeNote.error?.message}
          onConfirm={() => confirmDelete(deleting)}
          onClose={closeDelete}
        >
          Are you sure you want to delete this note?
        </ConfirmModal>
      )}
    </SectionCard>
  );
}
