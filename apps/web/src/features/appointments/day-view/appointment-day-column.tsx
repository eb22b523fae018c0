import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SLOT_STEP_MINUTES, freeSlotStarts, toTime, type BookedBlock, type EmployeeDay } from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';
import { gridHeight, holdsTime, offHours, offsetOf, placement, ROW_HEIGHT, type DayRange } from './appointment-day-layout';
import classes from './appointment-day-view.module.css';
import { statusLabel } from '../status/appointment-status-label';
import { statusStyle } from '../status/appointment-status-style';

type AppointmentDayColumnProps = {
  date: string;
  employeeId: number;
  employeeName: string;
  day: EmployeeDay;
  range: DayRange;
  /**
   * Free time from this minute on becomes a link to a prefilled booking (0 on a day ahead);
   * null when nothing can be booked (a past day, or a user who may not create appointments).
   */
  bookableFrom: number | null;
  /** The wall clock the day is read on: quarter hours it skips (spring forward) are not offered. */
  timeZone: string;
  /** The present minute when the day is today, drawn as a line. */
  nowAt: number | null;
};

/** Pixels per line of text in a block (its CSS line-height). */
const BLOCK_LINE_HEIGHT = 16;

function AppointmentBlock({ block, range }: { block: BookedBlock; range: DayRange }) {
  const { top, height } = placement(block, range);
  const time = `${formatTimeOfDay(block.start_time)} – ${formatTimeOfDay(block.end_time)}`;
  const status = statusLabel(block.status);
  const lines = Math.floor((height - 2) / BLOCK_LINE_HEIGHT);
  return (
    <Link
      to={`/appointments/${block.appointment_id}`}
      className={classes.block}
      style={{ ...statusStyle(block.status), top, height }}
      aria-label={`${block.client_name}, ${block.service_name}, ${time}, ${status}`}
      title={`${block.client_name} · ${block.service_name} · ${time} · ${status}`}
    >
      {/* As many whole lines as the block's length allows; the label and tooltip carry them all. */}
      <div className={classes.blockTitle}>{block.client_name}</div>
      {lines >= 2 && <div className={classes.blockLine}>{block.service_name}</div>}
      {lines >= 3 && (
        <div className={classes.blockLine}>
          {time} · <span className={classes.blockStatus}>{status}</span>
        </div>
      )}
    </Link>
  );
}

/**
 * One employee's day: shaded outside their hours and in breaks, appointments placed by
 * their times, and every free quarter hour a link to book it with this employee.
 */
export function AppointmentDayColumn({ date, employeeId, employeeName, day, range, bookableFrom, timeZone, nowAt }: AppointmentDayColumnProps) {
  const freeStarts = bookableFrom === null ? [] : freeSlotStarts(day, bookableFrom, timeZone);

  return (
    <div role="group" aria-label={employeeName} className={classes.column} style={{ height: gridHeight(range), '--row-height': `${ROW_HEIGHT}px` } as CSSProperties}>
      {offHours(day, range).map((stretch) => (
        <div key={stretch.start_time} className={classes.off} style={placement(stretch, range)} />
      ))}
      {day.breaks.map((stretch) => (
        <div key={stretch.start_time} className={classes.break} style={placement(stretch, range)}>
          Break
        </div>
      ))}
      {freeStarts.map((start) => {
        const time = toTime(start);
        const search = new URLSearchParams({ date, employee_id: String(employeeId), start_time: time });
        return (
          <Link
            key={start}
            to={`/appointments/new?${search.toString()}`}
            className={classes.slot}
            style={placement({ start_time: time, end_time: toTime(start + SLOT_STEP_MINUTES) }, range)}
            aria-label={`New appointment with ${employeeName} at ${formatTimeOfDay(time)}`}
          >
            + {formatTimeOfDay(time)}
          </Link>
        );
      })}
      {day.appointments.filter(holdsTime).map((block) => (
        <AppointmentBlock key={block.appointment_id} block={block} range={range} />
      ))}
      {nowAt !== null && nowAt >= range.start && nowAt < range.end && <div className={classes.now} style={{ top: offsetOf(nowAt, range) }} aria-hidden="true" />}
    </div>
  );
}
