import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { addDays, can, weekStartOf } from '@salon/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { useSalonNow } from '../../../lib/clock/use-salon-now';
import { useSession } from '../../../lib/session/use-session';
import { useWeekSchedule } from '../api/use-week-schedule';
import { ScheduleLegend } from './schedule-legend';
import { ScheduleWeekGrid } from './schedule-week-grid';
import { readWeekParam, weekRangeLabel } from './week-dates';
import { WeekNavigation } from './week-navigation';

/**
 * /schedule (the dashboard's Staff Schedule): every active employee's week, Sunday to
 * Saturday, with shifts, breaks and booked time. The week is kept in `?week=`, so a
 * reload or a shared link shows the same week; this week stays out of the address.
 */
export function ScheduleWeekPage() {
  const user = useSession()?.user;
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useSalonNow().date;
  const thisWeek = weekStartOf(today);
  const start = readWeekParam(searchParams.get('week'), today);
  const schedule = useWeekSchedule(start);

  const showWeek = (week: string) => setSearchParams(week === thisWeek ? {} : { week });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Staff Schedule"
        description="Who works when: shifts, breaks and booked time for the week."
        actions={
          <WeekNavigation
            onPrevious={() => showWeek(addDays(start, -7))}
            onThisWeek={() => showWeek(thisWeek)}
            onNext={() => showWeek(addDays(start, 7))}
            isThisWeek={start === thisWeek}
          />
        }
      />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          {weekRangeLabel(start)}
        </Title>
        <ScheduleLegend />
      </Group>

      {schedule.isPending ? (
        <LoadingSpinner label="Loading schedule" />
      ) : schedule.isError ? (
        <ErrorCard title="Error loading schedule" message={schedule.error.message} onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />
      ) : schedule.data.employees.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap={4} align="center">
            <Text fw={600}>No active employees to schedule</Text>
            <Text size="sm" c="dimmed">
              Active employees and their weekly hours appear here.{' '}
              {can(user, 'employees:create') && (
                <Anchor component={Link} to="/employees/new" size="sm">
                  Add an employee
                </Anchor>
              )}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <ScheduleWeekGrid schedule={schedule.data} today={today} stale={schedule.isPlaceholderData} />
      )}
    </Stack>
  );
}
