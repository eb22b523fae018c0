import { Checkbox, Group, Select } from '@mantine/core';
import { APPOINTMENT_NOTE_TYPE_LABELS, APPOINTMENT_NOTE_TYPES, appointmentNoteBodySchema, type AppointmentNote, type AppointmentNoteBody } from '@salon/contracts';
import { NoteEditorForm } from '../../../../components/notes/note-editor-form';
import type { ApiError } from '../../../../lib/api/api-error';
import { useContractForm } from '../../../../lib/forms/use-contract-form';

type AppointmentNotesEditorProps = {
  /** The text box's label, e.g. "New note". */
  label: string;
  submitLabel: string;
  note?: AppointmentNote;
  saving: boolean;
  /** Why the last save failed. */
  error: string | undefined;
  /** Resolves once saved; rejects with the API's error. */
  onSave: (body: AppointmentNoteBody) => Promise<unknown>;
  /** Empties the form after a save, ready for the next note. */
  clearOnSave?: boolean;
  onCancel?: () => void;
};

const TYPE_OPTIONS = APPOINTMENT_NOTE_TYPES.map((type) => ({ value: type, label: APPOINTMENT_NOTE_TYPE_LABELS[type] }));

/** A new or edited appointment note, validated by the contract's note schema. */
export function AppointmentNotesEditor({ label, submitLabel, note, saving, error, onSave, clearOnSave = false, onCancel }: AppointmentNotesEditorProps) {
  const form = useContractForm(appointmentNoteBodySchema, {
    note_text: note?.note_text ?? '',
    note_type: note?.note_type ?? 'general',
    is_internal: note?.is_internal ?? false,
  });

  const submit = form.onSubmit((body) => {
    onSave(body).then(
      () => {
        if (!clearOnSave) return;
        form.setFieldValue('note_text', '');
        form.setFieldValue('note_type', 'general');
        form.setFieldValue('is_internal', false);
      },
      (failure: ApiError) => form.showServerErrors(failure.details.fieldErrors),
    );
  });

  return (
    <NoteEditorForm
      onSubmit={submit}
      textarea={{ label, maxLength: 2000, ...form.getInputProps('note_text') }}
      submitLabel={submitLabel}
      saving={saving}
      error={error}
      onCancel={onCancel}
    >
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select label="Type" data={TYPE_OPTIONS} allowDeselect={false} w={180} {...form.getSelectProps('note_type')} />
        <Checkbox label="Internal (staff only)" mb={8} {...form.getInputProps('is_internal', { type: 'checkbox' })} />
      </Group>
    </NoteEditorForm>
  );
}
