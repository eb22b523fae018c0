import type { z } from 'zod';
import type { serviceListQuerySchema, serviceTypeListQuerySchema } from '@salon/contracts';

/** The list query as sent on the wire (strings for flags), so equal screens share a cache entry. */
export type ServiceListParams = z.input<typeof serviceListQuerySchema>;
export type ServiceTypeListParams = z.input<typeof serviceTypeListQuerySchema>;

/** Query keys of services; invalidate `all` after any change to a service. */
export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (params: ServiceListParams) => [...serviceKeys.lists(), params] as const,
  details: () => [...serviceKeys.all, 'detail'] as const,
  detail: (id: number) => [...serviceKeys.details(), id] as const,
  /** The future appointments that include it: changes with any booking, so it is always fetched fresh. */
  deactivationImpact: (id: number) => [...serviceKeys.detail(id), 'deactivation-impact'] as const,
};

/** Query keys of service types: reference data, changed only by migrations. */
export const serviceTypeKeys = {
  all: ['service-types'] as const,
  list: (params: ServiceTypeListParams = {}) => [...serviceTypeKeys.all, 'list', params] as const,
};
