import type { FormEvent, ReactNode } from 'react';

type RecordFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, e.g. "New employee". */
  label?: string;
  children: ReactNode;
};

/**
 * A record's create or edit form, checked by its own schema rather than the browser
 * (useContractForm moves focus to the first field to fix, however far above the Save button).
 */
export function RecordForm({ onSubmit, label, children }: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}
