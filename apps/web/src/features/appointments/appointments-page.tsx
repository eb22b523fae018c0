import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { can, isCalendarDate, isCalendarMonth } from '@salon/contracts';
import { CalendarIcon } from '../../components/icons/nav-icons';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PageHeader } from '../../components/page-header';
import { PlusIcon } from '../../components/resource-list/list-icons';
import { useSalonNow } from '../../lib/clock/use-salon-now';
import { useSession } from '../../lib/session/use-session';
import { APPOINTMENTS_DESCRIPTION, APPOINTMENTS_TITLE, AppointmentsList } from './list/appointments-list';

// The list opens first (and on a phone it is what loads): the other views' code is fetched when one is chosen.
const AppointmentCalendar = lazy(() => import('./calendar/appointment-calendar').then((m) => ({ default: m.AppointmentCalendar })));
const AppointmentDayView = lazy(() => import('./day-view/appointment-day-view').then((m) => ({ default: m.AppointmentDayView })));
const WorkQueuesView = lazy(() => import('./work-queues/work-queues-view').then((m) => ({ default: m.WorkQueuesView })));

const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
  { value: 'day', label: 'Day' },
  { value: 'queues', label: 'To Do' },
] as const;
type View = (typeof VIEWS)[number]['value'];

/**
 * /appointments: the list, the month calendar, the day view and the front desk's work
 * queues (To Do), one at a time. The view, the month (`?month=YYYY-MM`) and the day
 * (`?date=YYYY-MM-DD`) live in the address, so a reload or a shared link opens the same
 * screen; the list keeps its own filters there too. The view switch sits beside the title,
 * so the screen starts with its content rather than a row of controls.
 */
export function AppointmentsPage() {
  const [params, setParams] = useSearchParams();
  const user = useSession()?.user;
  // The salon's today, not the browser's: a laptop set to UTC still opens on the salon's day.
  const today = useSalonNow().date;

  const view: View = VIEWS.find((option) => option.value === params.get('view'))?.value ?? 'list';
  const monthParam = params.get('month');
  const month = isCalendarMonth(monthParam) ? monthParam : today.slice(0, 7);
  const dateParam = params.get('date');
  const date = isCalendarDate(dateParam) ? dateParam : today;

  /** The current query with some parameters set (or removed with null); the others stay, so each view finds its state again. */
  const withChanges = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return next;
  };

  const viewSwitch = (
    <SegmentedControl
      aria-label="View"
      data={VIEWS.map((option) => ({ ...option }))}
      value={view}
      onChange={(value) => setParams(withChanges({ view: value === 'list' ? null : value }))}
    />
  );
  const staffSchedule = (
    <Button component={Link} to="/schedule" variant="default" leftSection={<CalendarIcon size={18} />}>
      Staff Schedule
    </Button>
  );

  if (view === 'list') return <AppointmentsList today={today} titleAside={viewSwitch} headerActions={staffSchedule} />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={APPOINTMENTS_TITLE}
        aside={viewSwitch}
        description={APPOINTMENTS_DESCRIPTION}
        actions={
          <Group gap="sm" wrap="wrap">
            {staffSchedule}
            {can(user, 'appointments:create') && (
              <Button component={Link} to="/appointments/new" leftSection={<PlusIcon size={18} />}>
                Add New Appointment
              </Button>
            )}
          </Group>
        }
      />
      <Suspense fallback={<LoadingSpinner label="Loading view" />}>
        {view === 'calendar' ? (
          <AppointmentCalendar
            month={month}
            today={today}
            onMonthChange={(next) => setParams(withChanges({ month: next }))}
            dayViewLink={(day) => ({ search: `?${withChanges({ view: 'day', date: day }).toString()}` })}
          />
        ) : view === 'day' ? (
          <AppointmentDayView date={date} onDateChange={(next) => setParams(withChanges({ date: next }))} />
        ) : (
          <WorkQueuesView />
        )}
      </Suspense>
    </Stack>
  );
}
