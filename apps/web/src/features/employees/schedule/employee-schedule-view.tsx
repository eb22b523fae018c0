import { Paper, Table, Text } from '@mantine/core';
import { WEEK_DAYS, type ScheduleDay } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

const span = (from: string, to: string) => `${formatTimeOfDay(from)} – ${formatTimeOfDay(to)}`;

/** The weekly schedule for readers who may not change it, on a 12-hour clock. */
export function EmployeeScheduleView({ schedules }: { schedules: ScheduleDay[] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Weekly schedule" verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">Hours</Table.Th>
              <Table.Th scope="col">Break</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEK_DAYS.map((name, dayOfWeek) => {
              const day = schedules.find((schedule) => schedule.day_of_week === dayOfWeek);
              return (
                <Table.Tr key={name}>
                  <Table.Th scope="row">{name}</Table.Th>
                  {day ? (
                    <>
                      <Table.Td>{span(day.start_time, day.end_time)}</Table.Td>
                      <Table.Td>{day.break_start && day.break_end ? span(day.break_start, day.break_end) : 'No break'}</Table.Td>
                    </>
                  ) : (
                    <Table.Td colSpan={2}>
                      <Text size="sm" c="dimmed">
                        Day off
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
