import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServiceListParams } from './service-keys';
import { serviceListQuery } from './service-queries';

/** One page of services as `{ services, pagination }`; the previous page stays on screen while the next loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({ ...serviceListQuery(params), placeholderData: keepPreviousData });
}
