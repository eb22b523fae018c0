/**
 * The API's field errors (a 400's details.fieldErrors) that belong to fields of the form, each
 * with its first message; a field the form does not have is left to the caller's failure text.
 */
export function serverFieldErrors(fieldErrors: Record<string, string[]> | undefined, formFields: readonly string[]): Record<string, string> {
  const known = Object.entries(fieldErrors ?? {}).filter(([field, messages]) => formFields.includes(field) && messages.length > 0);
  return Object.fromEntries(known.map(([field, messages]) => [field, messages[0]]));
}
