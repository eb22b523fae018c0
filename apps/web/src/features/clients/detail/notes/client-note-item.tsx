import type { ClientNote, ClientNoteInput } from '@salon/contracts';
import { NoteCard } from '../../../../components/notes/note-card';
import { useNoteEdit } from '../../../../components/notes/use-note-edit';
import { useUpdateClientNote } from '../../api/use-update-client-note';
import { ClientNoteEditor } from './client-note-editor';

type ClientNoteItemProps = {
  note: ClientNote;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (note: ClientNote) => void;
};

export function ClientNoteItem({ note, canEdit, canDelete, onDelete }: ClientNoteItemProps) {
  const updateNote = useUpdateClientNote(note.client_id);
  const edit = useNoteEdit(updateNote);

  const save = (input: ClientNoteInput) => updateNote.mutateAsync({ noteId: note.note_id, input }).then(edit.saved);

  return (
    <NoteCard
      note={note}
      author={note.author}
      canEdit={canEdit}
      canDelete={canDelete}
      editing={edit.editing}
      editor={
        <ClientNoteEditor
          label="Edit note"
          submitLabel="Save Note"
          initialText={note.note_text}
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
