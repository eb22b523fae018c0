import type { FormEvent, ReactNode, Ref } from 'react';
import { focusFirstInvalid } from '../lib/forms/focus-first-invalid';

type RecordFormProps = {
  /** useFormSaveError's formRef, for the fields a refused save marks later. */
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, e.g. "New employee". */
  label?: string;
  children: ReactNode;
};

/**
 * A record's create or edit form, checked by its own schema rather than the browser. The Save
 * button sits below a long form: a refused submit takes the user to the first field to fix.
 */
export function RecordForm({ formRef, onSubmit, label, children }: RecordFormProps) {
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        onSubmit(event);
        focusFirstInvalid(event.currentTarget);
      }}
      noValidate
      aria-label={label}
    >
      {children}
    </form>
  );
}
