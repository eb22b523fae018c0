import { useState } from 'react';
import type { AppointmentNote, AppointmentNoteBody } from '@salon/contracts';
import { DeleteNoteModal } from '../../../../components/notes/delete-note-modal';
import { NotesList } from '../../../../components/notes/notes-list';
import { SectionCard } from '../../../../components/section-card';
import type { SubRecordRights } from '../../../../lib/session/access-rules';
import { notify } from '../../../../lib/notifications/notify';
import { useAddAppointmentNote, useAppointmentNotes, useRemoveAppointmentNote } from '../../api/use-appointment-notes';
import { AppointmentNotesEditor } from './appointment-notes-editor';
import { AppointmentNotesItem } from './appointment-notes-item';

type AppointmentNotesPanelProps = {
  appointmentId: number;
  /** Add, Edit and Delete follow appointments:create, appointments:update and appointments:delete. */
  rights: SubRecordRights;
};

/** Newest first, whatever order the answer came in. */
const newestFirst = (notes: AppointmentNote[]) => [...notes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.note_id - a.note_id);

export function AppointmentNotesPanel({ appointmentId, rights }: AppointmentNotesPanelProps) {
  const notes = useAppointmentNotes(appointmentId);
  const addNote = useAddAppointmentNote(appointmentId);
  const removeNote = useRemoveAppointmentNote(appointmentId);
  const [deleting, setDeleting] = useState<AppointmentNote | null>(null);

  const add = (body: AppointmentNoteBody) => addNote.mutateAsync(body).then(() => notify.success({ message: 'Note added' }));

  return (
    <SectionCard title="Notes" description="Internal notes are for staff only; the others may be shared with the client.">
      {rights.add && <AppointmentNotesEditor label="New note" submitLabel="Add Note" saving={addNote.isPending} error={addNote.error?.message} onSave={add} clearOnSave />}

      <NotesList
        notes={notes}
        order={newestFirst}
        renderNote={(note) => <AppointmentNotesItem key={note.note_id} note={note} canEdit={rights.edit} canDelete={rights.remove} onDelete={setDeleting} />}
      />

      <DeleteNoteModal noteId={deleting?.note_id ?? null} removal={removeNote} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
