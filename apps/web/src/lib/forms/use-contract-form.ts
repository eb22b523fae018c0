import { useRef, type FormEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { focusFirstInvalid } from './focus-first-invalid';
import { contractResolver, type CrossFieldRule } from './contract-resolver';
import type { FormValues } from './form-values';
import { serverFieldErrors } from './server-field-errors';

type ContractFormOptions = {
  /** The contract's cross-field rules, so they show before every other field is right. */
  rules?: CrossFieldRule[];
};

export type ContractForm<TSchema extends z.ZodTypeAny> = Omit<UseFormReturnType<FormValues<TSchema>, z.output<TSchema>>, 'onSubmit'> & {
  /** Checks every field; when all pass, calls `handler` with what the schema parsed, otherwise focuses the first invalid field. */
  onSubmit: (handler: (data: z.output<TSchema>) => void) => (event?: FormEvent<HTMLFormElement>) => void;
  /** For Mantine Select: blank ('') shows the placeholder, and clearing stores '' again. */
  getSelectProps: (field: keyof FormValues<TSchema> & string) => ReturnType<UseFormReturnType<FormValues<TSchema>>['getInputProps']>;
  /** Shows the API's field errors next to their fields and focuses the first; false when none is a field of this form. */
  showServerErrors: (fieldErrors: Record<string, string[]> | undefined) => boolean;
};

/**
 * A Mantine form validated by a contract schema, so the browser and the API give the same
 * messages: a field is checked when it loses focus, every field on submit; editing a field
 * clears its message (spec part 1 §5 "Generic form"). Inputs take `form.getInputProps(name)`
 * (`{ type: 'checkbox' }` for checkboxes and switches), selects `form.getSelectProps(name)`.
 */
export function useContractForm<TSchema extends z.ZodTypeAny>(
  schema: TSchema,
  initialValues: FormValues<TSchema>,
  { rules = [] }: ContractFormOptions = {},
): ContractForm<TSchema> {
  const resolve = contractResolver(schema, rules);
  const form = useForm<FormValues<TSchema>, z.output<TSchema>>({
    initialValues,
    validate: (values) => resolve(values),
    validateInputOnBlur: true,
    transformValues: (values) => schema.parse(values) as z.output<TSchema>,
    enhanceGetInputProps: ({ field }) => ({ name: field }),
  });

  // The form last submitted, where a refused submit or save moves focus.
  const formElement = useRef<HTMLFormElement | null>(null);
  const focusInvalid = () => {
    if (formElement.current) focusFirstInvalid(formElement.current);
  };

  const onSubmit = (handler: (data: z.output<TSchema>) => void) => (event?: FormEvent<HTMLFormElement>) => {
    if (event) formElement.current = event.currentTarget;
    form.onSubmit((data) => handler(data), focusInvalid)(event);
  };

  const showServerErrors = (fieldErrors: Record<string, string[]> | undefined) => {
    const messages = serverFieldErrors(fieldErrors, Object.keys(form.getValues()));
    if (Object.keys(messages).length === 0) return false;
    form.setErrors((current) => ({ ...current, ...messages }));
    focusInvalid();
    return true;
  };

  const getSelectProps = (field: keyof FormValues<TSchema> & string) => {
    const { value, onChange, ...props } = form.getInputProps(field);
    return { ...props, value: value === '' ? null : value, onChange: (chosen: string | null) => onChange(chosen ?? '') };
  };

  return { ...form, onSubmit, getSelectProps, showServerErrors };
}
