import { Select, Switch, Table, Text } from '@mantine/core';
import { WEEK_DAYS } from '@salon/contracts';
import type { FieldMessages } from '../../../lib/forms/contract-resolver';
import type { DayDraft } from './schedule-week';
import { timeOptions } from './time-options';

type TimeField = 'start_time' | 'end_time' | 'break_start' | 'break_end';

const TIME_FIELDS: { field: TimeField; label: string; optional: boolean }[] = [
  { field: 'start_time', label: 'start time', optional: false },
  { field: 'end_time', label: 'end time', optional: false },
  { field: 'break_start', label: 'break start', optional: true },
  { field: 'break_end', label: 'break end', optional: true },
];

type ScheduleDayRowProps = {
  dayOfWeek: number;
  day: DayDraft;
  errors: FieldMessages | undefined;
  disabled: boolean;
  onChange: (day: DayDraft) => void;
};

/** One editable day of the weekly schedule: working or off, hours and an optional break. */
export function ScheduleDayRow({ dayOfWeek, day, errors, disabled, onChange }: ScheduleDayRowProps) {
  const dayName = WEEK_DAYS[dayOfWeek];
  return (
    <Table.Tr>
      <Table.Th scope="row">{dayName}</Table.Th>
      <Table.Td>
        <Switch
          aria-label={`Working on ${dayName}`}
          checked={day.working}
          disabled={disabled}
          onChange={(event) => onChange({ ...day, working: event.currentTarget.checked })}
        />
      </Table.Td>
      {day.working ? (
        TIME_FIELDS.map(({ field, label, optional }) => (
          <Table.Td key={field} style={{ verticalAlign: 'top' }}>
            <Select
              aria-label={`${dayName} ${label}`}
              placeholder={optional ? 'None' : 'Choose'}
              data={timeOptions(day[field])}
              value={day[field] || null}
              onChange={(value) => onChange({ ...day, [field]: value ?? '' })}
              clearable={optional}
              allowDeselect={false}
              searchable
              disabled={disabled}
              error={errors?.[field]}
              w={116}
              comboboxProps={{ withinPortal: true }}
            />
          </Table.Td>
        ))
      ) : (
        <Table.Td colSpan={TIME_FIELDS.length}>
          <Text size="sm" c="dimmed">
            Day off
          </Text>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
