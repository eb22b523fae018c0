import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceUpdate } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { serviceKeys } from './service-keys';

type UpdateServiceInput = { serviceId: number; input: ServiceUpdate };

/** PUT takes any subset of the fields: the form sends them all, the status toggle only is_active. */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation<Service, ApiError, UpdateServiceInput>({
    mutationFn: ({ serviceId, input }) => unwrap(apiClient.services.update({ params: { id: serviceId }, body: input })),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.service_id), service);
      return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
}
