import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Stack, Textarea, type TextareaProps } from '@mantine/core';

type NoteEditorFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The note's text box: its label (e.g. "New note") and the form's props for it. */
  textarea: TextareaProps;
  /** Fields below the text, e.g. an appointment note's type. */
  children?: ReactNode;
  submitLabel: string;
  saving: boolean;
  /** Why the last save failed. */
  error: string | undefined;
  onCancel?: () => void;
};

/** The form around a new or edited note: its text, any further fields, the failure and the buttons. */
export function NoteEditorForm({ onSubmit, textarea, children, submitLabel, saving, error, onCancel }: NoteEditorFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea rows={3} resize="vertical" {...textarea} />
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
