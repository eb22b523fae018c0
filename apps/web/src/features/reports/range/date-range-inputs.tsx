import { Group, TextInput } from '@mantine/core';
import type { DateRangeErrors } from './report-ranges';

type DateRangeInputsProps = {
  start: string;
  end: string;
  errors: DateRangeErrors;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
};

/** Start and end date of a report, both included; a range the API would refuse is said under the field. */
export function DateRangeInputs({ start, end, errors, onStartChange, onEndChange }: DateRangeInputsProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput label="Start date" type="date" value={start} max={end || undefined} error={errors.start} onChange={(event) => onStartChange(event.currentTarget.value)} w={170} />
      <TextInput label="End date" type="date" value={end} min={start || undefined} error={errors.end} onChange={(event) => onEndChange(event.currentTarget.value)} w={170} />
    </Group>
  );
}
