import { useId } from 'react';
import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { RECURRING_MAX_OCCURRENCES, RECURRING_PATTERNS, type RecurringPattern } from '@salon/contracts';
import type { AppointmentFormState } from './appointment-form-values';

export const RECURRING_PATTERN_LABELS: Record<RecurringPattern, string> = {
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
};

const PATTERN_OPTIONS = RECURRING_PATTERNS.map((pattern) => ({ value: pattern, label: RECURRING_PATTERN_LABELS[pattern] }));

export type SeriesEnd = 'date' | 'count';

type AppointmentRecurringFieldsProps = {
  form: AppointmentFormState;
  repeat: boolean;
  onRepeatChange: (repeat: boolean) => void;
  ends: SeriesEnd;
  onEndsChange: (ends: SeriesEnd) => void;
};

/** Repeat a new booking weekly, every two weeks, monthly or quarterly, until a date or for a number of visits. */
export function AppointmentRecurringFields({ form, repeat, onRepeatChange, ends, onEndsChange }: AppointmentRecurringFieldsProps) {
  const chooseEnd = (next: SeriesEnd) => {
    onEndsChange(next);
    // Only one way to end is sent; the other is forgotten with its message.
    if (next === 'date') form.setFieldValue('recurring_count', '');
    else form.setFieldValue('recurring_end_date', null);
  };
  const endDate = form.values.recurring_end_date;
  const endsLabelId = useId();

  return (
    <Stack gap="md">
      <Switch
        label="Repeat"
        description="Book the same time again on a regular schedule"
        checked={repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.checked)}
      />
      {repeat && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select label="Repeats" required data={PATTERN_OPTIONS} allowDeselect={false} {...form.getSelectProps('recurring_pattern')} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={endsLabelId}>
              Ends
            </Text>
            <SegmentedControl
              aria-labelledby={endsLabelId}
              value={ends}
              onChange={(next) => chooseEnd(next as SeriesEnd)}
              data={[
                { value: 'date', label: 'On a date' },
                { value: 'count', label: 'After a number of visits' },
              ]}
            />
          </Stack>
          {ends === 'date' ? (
            <TextInput
              label="End date"
              type="date"
              required
              min={typeof form.values.appointment_date === 'string' ? form.values.appointment_date : undefined}
              {...form.getInputProps('recurring_end_date')}
              value={typeof endDate === 'string' ? endDate : ''}
            />
          ) : (
            <NumberInput
              label="Number of appointments"
              description={`Including the first, 2 to ${RECURRING_MAX_OCCURRENCES}`}
              required
              min={2}
              max={RECURRING_MAX_OCCURRENCES}
              // Say what is wrong with 60 rather than quietly turn it into 52.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('recurring_count')}
              // "Choose an end date or a number of occurrences" is filed under the end date, hidden in this mode.
              error={form.errors.recurring_count ?? form.errors.recurring_end_date}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
