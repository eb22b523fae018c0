import { NumberInput, Select, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the inputs serve every section's form
type AnyForm = UseFormReturnType<any>;

type FlagProps = { form: AnyForm; path: string; label: string; description?: string };

/** An on/off setting. */
export function Flag({ form, path, label, description }: FlagProps) {
  return <Switch label={label} description={description} {...form.getInputProps(path, { type: 'checkbox' })} />;
}

type CountProps = { form: AnyForm; path: string; label: string; bounds: { min: number; max: number }; description?: string };

/** A whole number within the spec's bounds, which show under it. */
export function Count({ form, path, label, bounds, description }: CountProps) {
  return (
    <NumberInput
      label={label}
      description={description ?? `${bounds.min} to ${bounds.max}`}
      min={bounds.min}
      max={bounds.max}
      allowDecimal={false}
      clampBehavior="none"
      {...form.getInputProps(path)}
    />
  );
}

type ChoiceProps = { form: AnyForm; path: string; label: string; options: readonly string[]; labels?: Record<string, string> };

/** One of the spec's option lists (part 2 §9). */
export function Choice({ form, path, label, options, labels }: ChoiceProps) {
  const data = options.map((value) => ({ value, label: labels?.[value] ?? value }));
  return <Select label={label} data={data} allowDeselect={false} {...form.getInputProps(path)} />;
}
