import type { z } from 'zod';
import type { employeeListQuerySchema } from '@salon/contracts';

/** The list query as sent on the wire (strings for flags), so equal screens share a cache entry. */
export type EmployeeListParams = z.input<typeof employeeListQuerySchema>;

/**
 * Query keys of employees. Invalidate `all` after any change to an employee;
 * `lists()` after a change that only moves rows; `schedules(id)` after a schedule edit.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (params: EmployeeListParams) => [...employeeKeys.lists(), params] as const,
  details: () => [...employeeKeys.all, 'detail'] as const,
  detail: (id: number) => [...employeeKeys.details(), id] as const,
  schedules: (id: number) => [...employeeKeys.detail(id), 'schedules'] as const,
  /** Their future appointments and who is free for each: changes with any booking, so it is always fetched fresh. */
  deactivationImpact: (id: number) => [...employeeKeys.detail(id), 'deactivation-impact'] as const,
};
