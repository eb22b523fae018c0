import { useState } from 'react';
import { notify } from '../../lib/notifications/notify';

/**
 * Editing one note in place: `saved` says so and closes the editor; `cancel` also forgets a
 * failed save, so its message is gone when the editor opens again.
 */
export function useNoteEdit(update: { reset: () => void }) {
  const [editing, setEditing] = useState(false);
  return {
    editing,
    start: () => setEditing(true),
    saved: () => {
      notify.success({ message: 'Note updated' });
      setEditing(false);
    },
    cancel: () => {
      update.reset();
      setEditing(false);
    },
  };
}
