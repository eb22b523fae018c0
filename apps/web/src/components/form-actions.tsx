import { Alert, Button, Group, type MantineColor } from '@mantine/core';

type FormActionsProps = {
  /** Why the last save failed, when the reason belongs to no field. */
  failure: string | null;
  saving: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Red for a submit that gives money back or voids it. */
  submitColor?: MantineColor;
};

/** The foot of a form that saves: why the save failed, if it did, then Cancel and the submit button. */
export function FormActions({ failure, saving, onCancel, submitLabel, submitColor }: FormActionsProps) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" color={submitColor} loading={saving}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
