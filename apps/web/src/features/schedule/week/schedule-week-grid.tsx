import { Anchor, Badge, Paper, Stack, Table, Text } from '@mantine/core';
import { can, type Position, type WeekDay, type WeekSchedule } from '@salon/contracts';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { POSITION_LABELS } from '../../../lib/format/position-labels';
import { ScheduleDayCell } from './schedule-day-cell';
import { longDayOf, monthDayOf, weekdayShort, weekRangeLabel } from './week-dates';

const TODAY_BACKGROUND = 'var(--mantine-color-blue-light)';
/** The name column stays in view while the days scroll sideways on narrow screens. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;

type ScheduleWeekGridProps = {
  schedule: WeekSchedule;
  today: string;
  /** Dims the grid while another week loads in its place. */
  stale: boolean;
};

const positionLabel = (position: string) => POSITION_LABELS[position as Position] ?? position;

/** Employees down, the seven days across; each cell is one employee's day. */
export function ScheduleWeekGrid({ schedule, today, stale }: ScheduleWeekGridProps) {
  const user = useSession()?.user;
  const canOpenEmployees = can(user, 'employees:read');
  return (
    <Paper withBorder radius="md" opacity={stale ? 0.6 : 1} aria-busy={stale}>
      <Table.ScrollContainer minWidth={1000} type="native">
        <Table aria-label={`Staff schedule, ${weekRangeLabel(schedule.start_date)}`} layout="fixed" withColumnBorders verticalSpacing="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={150} style={STICKY}>
                Employee
              </Table.Th>
              {schedule.dates.map((date) => {
                const isToday = date === today;
                return (
                  <Table.Th key={date} scope="col" aria-current={isToday ? 'date' : undefined} style={isToday ? { background: TODAY_BACKGROUND } : undefined}>
                    <Anchor
                      component={Link}
                      to={`/appointments?view=day&date=${date}`}
                      size="sm"
                      fw={700}
                      c="inherit"
                      title={`Open the appointments of ${longDayOf(date)}`}
                      style={{ display: 'block' }}
                    >
                      {weekdayShort(date)} <Text span size="sm" fw={400} c="dimmed">{monthDayOf(date)}</Text>
                    </Anchor>
                    {isToday && (
                      <Badge size="xs" variant="filled" mt={4}>
                        Today
                      </Badge>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.employees.map((employee) => {
              const name = `${employee.first_name} ${employee.last_name}`;
              const days = new Map<string, WeekDay>(employee.days.map((day) => [day.date, day]));
              return (
                <Table.Tr key={employee.employee_id}>
                  <Table.Th scope="row" style={{ ...STICKY, verticalAlign: 'top' }}>
                    <Stack gap={2}>
                      {canOpenEmployees ? (
                        <Anchor component={Link} to={`/employees/${employee.employee_id}`} size="sm" fw={600}>
                          {name}
                        </Anchor>
                      ) : (
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed" fw={400}>
                        {positionLabel(employee.position)}
                      </Text>
                      {/* Deactivated after these bookings were made: they stay where they are booked (issue 12). */}
                      {!employee.is_active && (
                        <Badge size="xs" color="gray" variant="outline">
                          Inactive
                        </Badge>
                      )}
                    </Stack>
                  </Table.Th>
                  {schedule.dates.map((date) => {
                    const day = days.get(date) ?? { date, working_hours: null, breaks: [], count: 0, booked_minutes: 0, busy: [], first: [] };
                    return (
                      <Table.Td key={date} style={{ verticalAlign: 'top', background: date === today ? TODAY_BACKGROUND : undefined }}>
                        <ScheduleDayCell day={day} employeeId={employee.employee_id} employeeName={name} bookable={employee.is_active} />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
