import { Checkbox, type CheckboxProps } from '@mantine/core';

/** Marks a client note as a health and safety alert; staff decide, the product never guesses from the words. */
export function NoteAlertCheckbox(props: CheckboxProps) {
  return <Checkbox label="Health & safety alert" description="An allergy, sensitivity, pregnancy or anything to check before a service. Shown first, in red, when booking." {...props} />;
}
