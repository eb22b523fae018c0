import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table } from '@mantine/core';
import { WEEK_DAYS, type ScheduleDay } from '@salon/contracts';
import type { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { FieldMessages } from '../../../lib/forms/contract-resolver';
import { useReplaceEmployeeSchedules } from '../api/use-replace-employee-schedules';
import { NoScheduleNote } from './no-schedule-note';
import { ScheduleDayRow } from './schedule-day-row';
import { hasWorkingDay, sameWeek, weekErrors, weekFromSchedules, weekPayload, type DayDraft, type WeekDraft } from './schedule-week';

type EmployeeScheduleEditorProps = {
  employeeId: number;
  firstName: string;
  schedules: ScheduleDay[];
};

/** A 400 names fields by their place in the payload (`schedules.2.end_time`); this puts them back on their day. */
function serverDayErrors(error: ApiError, week: WeekDraft): Record<number, FieldMessages> {
  const sentDays = week.flatMap((day, dayOfWeek) => (day.working ? [dayOfWeek] : []));
  const errors: Record<number, FieldMessages> = {};
  Object.entries(error.details.fieldErrors ?? {}).forEach(([path, messages]) => {
    const match = /^schedules\.(\d+)\.(\w+)$/.exec(path);
    const dayOfWeek = match ? sentDays[Number(match[1])] : undefined;
    if (!match || dayOfWeek === undefined || messages.length === 0) return;
    errors[dayOfWeek] = { [match[2]]: messages[0], ...errors[dayOfWeek] };
  });
  return errors;
}

/** The weekly schedule: seven days, each working or off; Save replaces the whole week. */
export function EmployeeScheduleEditor({ employeeId, firstName, schedules }: EmployeeScheduleEditorProps) {
  const [saved, setSaved] = useState(() => weekFromSchedules(schedules));
  const [week, setWeek] = useState(saved);
  const [errors, setErrors] = useState<Record<number, FieldMessages>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const replaceSchedules = useReplaceEmployeeSchedules();
  const changed = !sameWeek(week, saved);

  const changeDay = (dayOfWeek: number, day: DayDraft) => {
    setWeek((current) => current.map((existing, index) => (index === dayOfWeek ? day : existing)));
    setErrors(({ [dayOfWeek]: _cleared, ...rest }) => rest);
  };

  const reset = () => {
    setWeek(saved);
    setErrors({});
    setSaveError(null);
  };

  const save = () => {
    setSaveError(null);
    const found = weekErrors(week);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    replaceSchedules.mutate(
      { employeeId, schedules: weekPayload(week) },
      {
        onSuccess: (stored) => {
          const storedWeek = weekFromSchedules(stored);
          setSaved(storedWeek);
          setWeek(storedWeek);
          notify.success({ title: 'Schedule saved', message: `${firstName}'s weekly schedule has been saved.` });
        },
        onError: (error) => {
          const dayErrors = serverDayErrors(error, week);
          setErrors(dayErrors);
          if (Object.keys(dayErrors).length === 0) setSaveError(error.message);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {!hasWorkingDay(saved) && <NoScheduleNote firstName={firstName} canEdit />}
      <Paper withBorder radius="md">
        {/* Fits a tablet in portrait (768 px) whole, Break end included; narrower screens scroll. */}
        <Table.ScrollContainer minWidth={700}>
          <Table aria-label="Weekly schedule" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col">Working</Table.Th>
                <Table.Th scope="col">Start</Table.Th>
                <Table.Th scope="col">End</Table.Th>
                <Table.Th scope="col">Break start</Table.Th>
                <Table.Th scope="col">Break end</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {WEEK_DAYS.map((name, dayOfWeek) => (
                <ScheduleDayRow
                  key={name}
                  dayOfWeek={dayOfWeek}
                  day={week[dayOfWeek]}
                  errors={errors[dayOfWeek]}
                  disabled={replaceSchedules.isPending}
                  onChange={(day) => changeDay(dayOfWeek, day)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {saveError && (
        <Alert color="red" variant="light" role="alert" title="Failed to save the schedule. Please try again.">
          {saveError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={reset} disabled={!changed || replaceSchedules.isPending}>
          Reset
        </Button>
        <Button onClick={save} disabled={!changed} loading={replaceSchedules.isPending}>
          Save Schedule
        </Button>
      </Group>
    </Stack>
  );
}
