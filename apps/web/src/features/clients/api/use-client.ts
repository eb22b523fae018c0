import { useQuery } from '@tanstack/react-query';
import { clientQuery } from './client-queries';

export function useClient(clientId: number) {
  return useQuery(clientQuery(clientId));
}
