import {
  CANCELLATION_NOTICE_HOURS,
  TIME_SLOT_HOURS,
  type CancellationPolicy,
  type SkillLevel,
  type TimeSlotPreference,
} from '@salon/contracts';
import { formatTimeOfDay } from '../../../lib/format/format-time-of-day';

const notice = (policy: CancellationPolicy) => `${CANCELLATION_NOTICE_HOURS[policy]} hours' notice`;

/** Each policy with the notice it asks for (spec part 1 §9). */
export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  standard: `Standard (${notice('standard')})`,
  strict: `Strict (${notice('strict')})`,
  flexible: `Flexible (${notice('flexible')})`,
  non_refundable: 'Non-refundable',
};

export const SKILL_LEVEL_LABELS: Record<SkillLevel, string> = {
  junior: 'Junior',
  senior: 'Senior',
  master: 'Master',
  specialist: 'Specialist',
  any: 'Any level',
};

const hours = (slot: keyof typeof TIME_SLOT_HOURS) => `${formatTimeOfDay(TIME_SLOT_HOURS[slot].from)} – ${formatTimeOfDay(TIME_SLOT_HOURS[slot].to)}`;

/** Each preferred slot with its hours (spec part 1 §9). */
export const TIME_SLOT_LABELS: Record<TimeSlotPreference, string> = {
  morning: `Morning (${hours('morning')})`,
  afternoon: `Afternoon (${hours('afternoon')})`,
  evening: `Evening (${hours('evening')})`,
  anytime: 'Anytime',
};

/** Select options of an enum, in the contract's order. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));
