import { useState } from 'react';
import type { ApiError, ApiErrorCode } from '../api/api-error';

type SaveErrorOptions = {
  /** Shows messages next to fields; false when none of them is a field of the form. */
  showServerErrors: (fieldErrors: Record<string, string[]> | undefined) => boolean;
  /** Conflict codes that belong to one field, e.g. EMAIL_TAKEN at the email field. */
  fieldConflicts?: Partial<Record<ApiErrorCode, string>>;
  /** The form's own failure text, e.g. "Failed to create employee. Please try again." */
  failure: string;
};

/**
 * Puts a failed save where the user can act on it: field errors of a 400 and known conflicts
 * next to their fields (null is returned), anything else as the form's failure text.
 */
export function formSaveError(error: ApiError, { showServerErrors, fieldConflicts = {}, failure }: SaveErrorOptions): string | null {
  if (error.code === 'VALIDATION_FAILED' && showServerErrors(error.details.fieldErrors)) return null;
  const conflictField = fieldConflicts[error.code];
  if (conflictField && showServerErrors({ [conflictField]: [error.message] })) return null;
  return failure;
}

/**
 * The failure side of a record form's save: the message to show above the buttons (null when
 * the errors went to fields, where showServerErrors also moves focus to the first of them).
 */
export function useFormSaveError(options: SaveErrorOptions) {
  const [message, setMessage] = useState<string | null>(null);
  const onFailed = (error: ApiError) => setMessage(formSaveError(error, options));
  return { message, clear: () => setMessage(null), onFailed };
}
