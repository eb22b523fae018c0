import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { NoteCard } from '../../../../components/notes/note-card';
import { useNoteEdit } from '../../../../components/notes/use-note-edit';
import { useUpdateClientNote } from '../../api/use-update-client-note';
import { ClientNoteEditor } from './client-note-editor';
import { NoteAlertBadge } from './note-alert-badge';

type ClientNoteItemProps = {
  note: ClientNote;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (note: ClientNote) => void;
};

/** One client note; the API lists alerts first, so they are pinned at the top of the page, each with its badge. */
export function ClientNoteItem({ note, canEdit, canDelete, onDelete }: ClientNoteItemProps) {
  const updateNote = useUpdateClientNote(note.client_id);
  const edit = useNoteEdit(updateNote);

  const save = (input: ClientNoteInput) => updateNote.mutateAsync({ noteId: note.note_id, input }).then(edit.saved);

  return (
    <NoteCard
      note={note}
      author={note.author}
      tags={note.is_alert ? <NoteAlertBadge /> : undefined}
      canEdit={canEdit}
      canDelete={canDelete}
      editing={edit.editing}
      editor={
        <ClientNoteEditor
          label="Edit note"
          submitLabel="Save Note"
          initialText={note.note_text}
          initialAlert={note.is_alert}
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
