import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { schemaFieldErrors, type FieldMessages } from './schema-errors';

type Widen<T> = T extends boolean ? boolean : T;

/** What the form holds for a schema: every field present, checkboxes as plain booleans. */
export type FormValues<TSchema extends z.ZodTypeAny> = {
  [K in keyof z.input<TSchema>]-?: Widen<Exclude<z.input<TSchema>[K], undefined>>;
};

type FieldName<TSchema extends z.ZodTypeAny> = keyof FormValues<TSchema> & string;

/**
 * A form validated by a contract schema: a field is checked when it loses focus, every
 * field on submit; editing a field clears its message (spec part 1 §5 "Generic form").
 */
export function useSchemaForm<TSchema extends z.ZodTypeAny>(schema: TSchema, initialValues: FormValues<TSchema>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldMessages>({});

  const setValue = <K extends FieldName<TSchema>>(name: K, value: FormValues<TSchema>[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const validateField = (name: FieldName<TSchema>) => {
    const message = schemaFieldErrors(schema, values)[name];
    setErrors(({ [name]: _previous, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };

  /** For text inputs and text areas alike. */
  const textInput = (name: FieldName<TSchema>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.currentTarget.value as FormValues<TSchema>[typeof name]),
    onBlur: () => validateField(name),
    error: errors[name],
  });

  const checkbox = (name: FieldName<TSchema>) => ({
    name,
    checked: values[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.checked as FormValues<TSchema>[typeof name]),
    error: errors[name],
  });

  /** For Mantine NumberInput: the value stays as typed ('' when blank) and the schema reads it. */
  const numberInput = (name: FieldName<TSchema>) => ({
    name,
    value: values[name] as number | string,
    onChange: (value: number | string) => setValue(name, value as FormValues<TSchema>[typeof name]),
    onBlur: () => validateField(name),
    error: errors[name],
  });

  /** For Mantine Select: a blank value shows the placeholder; clearing stores ''. */
  const selectInput = (name: FieldName<TSchema>) => ({
    name,
    value: (values[name] as string) || null,
    onChange: (value: string | null) => setValue(name, (value ?? '') as FormValues<TSchema>[typeof name]),
    onBlur: () => validateField(name),
    error: errors[name],
  });

  const onSubmit = (handler: (data: z.output<TSchema>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = schemaFieldErrors(schema, values);
    setErrors(messages);
    if (Object.keys(messages).length > 0) return;
    handler(schema.parse(values));
  };

  /** Shows the API's field errors (a 400's details.fieldErrors) next to their fields; false when none matched. */
  const showServerErrors = (fieldErrors: Record<string, string[]> | undefined): boolean => {
    const known = Object.entries(fieldErrors ?? {}).filter(([field, messages]) => field in values && messages.length > 0);
    if (known.length === 0) return false;
    setErrors((current) => ({ ...current, ...Object.fromEntries(known.map(([field, messages]) => [field, messages[0]])) }));
    return true;
  };

  return { values, errors, setValue, validateField, textInput, numberInput, selectInput, checkbox, onSubmit, showServerErrors };
}
