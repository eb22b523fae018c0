import { clientNoteInputSchema, type ClientNoteInput } from '@salon/contracts';
import { NoteEditorForm } from '../../../../components/notes/note-editor-form';
import type { ApiError } from '../../../../lib/api/api-error';
import { useContractForm } from '../../../../lib/forms/use-contract-form';
import { NoteAlertCheckbox } from './note-alert-checkbox';

type ClientNoteEditorProps = {
  label: string;
  /** The text box's id, for a link or button elsewhere that moves focus to it. */
  id?: string;
  submitLabel: string;
  initialText?: string;
  /** Whether the note is marked as a health and safety alert. */
  initialAlert?: boolean;
  saving: boolean;
  /** Why the last save failed. */
  error: string | undefined;
  /** Resolves once saved; rejects with the API's error. */
  onSave: (input: ClientNoteInput) => Promise<unknown>;
  /** Empties the box after a save, ready for the next note. */
  clearOnSave?: boolean;
  onCancel?: () => void;
};

/** The text box of a new or edited note and its alert checkbox, validated by the contract's note schema. */
export function ClientNoteEditor({ label, id, submitLabel, initialText = '', initialAlert = false, saving, error, onSave, clearOnSave = false, onCancel }: ClientNoteEditorProps) {
  const form = useContractForm(clientNoteInputSchema, { note_text: initialText, is_alert: initialAlert });

  const submit = form.onSubmit((input) => {
    onSave(input).then(
      () => clearOnSave && form.setValues({ note_text: '', is_alert: false }),
      (failure: ApiError) => form.showServerErrors(failure.details.fieldErrors),
    );
  });

  return (
    <NoteEditorForm
      onSubmit={submit}
      textarea={{ label, id, ...form.getInputProps('note_text') }}
      submitLabel={submitLabel}
      saving={saving}
      error={error}
      onCancel={onCancel}
    >
      <NoteAlertCheckbox {...form.getInputProps('is_alert', { type: 'checkbox' })} />
    </NoteEditorForm>
  );
}
