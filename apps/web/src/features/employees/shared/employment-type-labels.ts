import type { EmploymentType } from '@salon/contracts';

/** How each employment type reads on screen; the wire keeps the snake_case value. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  temporary: 'Temporary',
};
