import { ConfirmModal } from '../confirm-modal';
import { notify } from '../../lib/notifications/notify';

/** The delete mutation of a kind of note, by note id. */
type NoteRemoval = {
  mutate: (noteId: number, options: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: { message: string } | null;
};

type DeleteNoteModalProps = {
  /** The note asked about; nothing shows when null. */
  noteId: number | null;
  removal: NoteRemoval;
  /** Called once the note is deleted or the user backs out. */
  onClose: () => void;
};

/** Asks before a note is deleted, and keeps a failed attempt's reason until the user backs out. */
export function DeleteNoteModal({ noteId, removal, onClose }: DeleteNoteModalProps) {
  if (noteId === null) return null;

  const close = () => {
    removal.reset();
    onClose();
  };
  const confirm = () =>
    removal.mutate(noteId, {
      onSuccess: () => {
        notify.success({ message: 'Note deleted' });
        onClose();
      },
    });

  return (
    <ConfirmModal opened title="Delete Note" confirmLabel="Delete" danger loading={removal.isPending} error={removal.error?.message} onConfirm={confirm} onClose={close}>
      Are you sure you want to delete this note?
    </ConfirmModal>
  );
}
