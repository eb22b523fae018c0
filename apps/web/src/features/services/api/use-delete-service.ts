import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api/api-client';
import { serviceKeys } from './service-keys';

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) => unwrap(apiClient.services.remove({ params: { id: serviceId } })),
    onSuccess: (_data, serviceId) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(serviceId) });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
}
