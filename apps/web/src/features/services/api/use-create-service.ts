import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Service, ServiceInput } from '@salon/contracts';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { serviceKeys } from './service-keys';

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation<Service, ApiError, ServiceInput>({
    mutationFn: (input) => unwrap(apiClient.services.create({ body: input })),
    onSuccess: (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.service_id), service);
      return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
}
