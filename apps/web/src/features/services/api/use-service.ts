import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

export function useService(serviceId: number) {
  return useQuery({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: ({ signal }) => unwrap(apiClient.services.get({ params: { id: serviceId }, fetchOptions: { signal } })),
  });
}
