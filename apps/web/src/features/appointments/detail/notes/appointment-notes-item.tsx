import { Badge } from '@mantine/core';
import { APPOINTMENT_NOTE_TYPE_LABELS, type AppointmentNote, type AppointmentNoteBody } from '@salon/contracts';
import { NoteCard } from '../../../../components/notes/note-card';
import { useNoteEdit } from '../../../../components/notes/use-note-edit';
import { useUpdateAppointmentNote } from '../../api/use-appointment-notes';
import { AppointmentNotesEditor } from './appointment-notes-editor';

type AppointmentNotesItemProps = {
  note: AppointmentNote;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (note: AppointmentNote) => void;
};

export function AppointmentNotesItem({ note, canEdit, canDelete, onDelete }: AppointmentNotesItemProps) {
  const updateNote = useUpdateAppointmentNote(note.appointment_id);
  const edit = useNoteEdit(updateNote);

  const save = (body: AppointmentNoteBody) => updateNote.mutateAsync({ noteId: note.note_id, body }).then(edit.saved);

  return (
    <NoteCard
      note={note}
      author={note.creator}
      tags={
        <>
          <Badge variant="light" color={note.note_type === 'allergy' || note.note_type === 'complaint' ? 'red' : 'gray'}>
            {APPOINTMENT_NOTE_TYPE_LABELS[note.note_type]}
          </Badge>
          {note.is_internal && (
            <Badge variant="outline" color="violet">
              Internal
            </Badge>
          )}
        </>
      }
      canEdit={canEdit}
      canDelete={canDelete}
      editing={edit.editing}
      editor={
        <AppointmentNotesEditor
          label="Edit note"
          submitLabel="Save Note"
          note={note}
          saving={updateNote.isPending}
          error={updateNote.error?.message}
          onSave={save}
          onCancel={edit.cancel}
        />
      }
      onEdit={edit.start}
      onDelete={() => onDelete(note)}
    />
  );
}
