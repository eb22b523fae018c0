import { scheduleDayInputSchema, WEEK_DAYS, type ScheduleDay, type ScheduleDayInput } from '@salon/contracts';
import { contractFieldErrors, type FieldMessages } from '../../../lib/forms/contract-resolver';

/** One day of the week as the editor holds it; times are `HH:mm`, blank when unset. */
export type DayDraft = {
  working: boolean;
  start_time: string;
  end_time: string;
  break_start: string;
  break_end: string;
};

/** Seven days, indexed by day_of_week: 0 Sunday to 6 Saturday. */
export type WeekDraft = DayDraft[];

/** A day off keeps hours ready for when it is switched to working: 9:00 to 17:00, no break. */
const DAY_OFF: DayDraft = { working: false, start_time: '09:00', end_time: '17:00', break_start: '', break_end: '' };

const hhmm = (time: string | null) => (time ?? '').slice(0, 5);

export function weekFromSchedules(schedules: ScheduleDay[]): WeekDraft {
  return WEEK_DAYS.map((_name, dayOfWeek) => {
    const day = schedules.find((schedule) => schedule.day_of_week === dayOfWeek);
    if (!day) return DAY_OFF;
    return { working: true, start_time: hhmm(day.start_time), end_time: hhmm(day.end_time), break_start: hhmm(day.break_start), break_end: hhmm(day.break_end) };
  });
}

/** A day as the API takes it. No break is null, not '': the form's rule check also reads these raw values. */
const dayInput = (draft: DayDraft, dayOfWeek: number) => ({
  day_of_week: dayOfWeek,
  start_time: draft.start_time,
  end_time: draft.end_time,
  break_start: draft.break_start || null,
  break_end: draft.break_end || null,
});

/** The messages of each working day, by day_of_week; days off are never wrong. */
export function weekErrors(week: WeekDraft): Record<number, FieldMessages> {
  const errors: Record<number, FieldMessages> = {};
  week.forEach((draft, dayOfWeek) => {
    if (!draft.working) return;
    const messages = contractFieldErrors(scheduleDayInputSchema, dayInput(draft, dayOfWeek));
    if (Object.keys(messages).length > 0) errors[dayOfWeek] = messages;
  });
  return errors;
}

/** What POST /employees/{id}/schedules/bulk takes: the working days only; the others become days off. */
export function weekPayload(week: WeekDraft): ScheduleDayInput[] {
  return week.flatMap((draft, dayOfWeek) => (draft.working ? [scheduleDayInputSchema.parse(dayInput(draft, dayOfWeek))] : []));
}

export const hasWorkingDay = (week: WeekDraft) => week.some((day) => day.working);

export const sameWeek = (a: WeekDraft, b: WeekDraft) => JSON.stringify(a) === JSON.stringify(b);
