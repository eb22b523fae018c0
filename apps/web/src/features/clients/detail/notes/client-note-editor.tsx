import { clientNoteInputSchema, type ClientNoteInput } from '@salon/contracts';
import { NoteEditorForm } from '../../../../components/notes/note-editor-form';
import type { ApiError } from '../../../../lib/api/api-error';
import { useContractForm } from '../../../../lib/forms/use-contract-form';

type ClientNoteEditorProps = {
  label: string;
  /** The text box's id, for a link or button elsewhere that moves focus to it. */
  id?: string;
  submitLabel: string;
  initialText?: string;
  saving: boolean;
  /** Why the last save failed. */
  error: string | undefined;
  /** Resolves once saved; rejects with the API's error. */
  onSave: (input: ClientNoteInput) => Promise<unknown>;
  /** Empties the box after a save, ready for the next note. */
  clearOnSave?: boolean;
  onCancel?: () => void;
};

/** The text box of a new or edited note, validated by the contract's note schema. */
export function ClientNoteEditor({ label, id, submitLabel, initialText = '', saving, error, onSave, clearOnSave = false, onCancel }: ClientNoteEditorProps) {
  const form = useContractForm(clientNoteInputSchema, { note_text: initialText });

  const submit = form.onSubmit((input) => {
    onSave(input).then(
      () => clearOnSave && form.setFieldValue('note_text', ''),
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
    />
  );
}
