import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { inventoryKeys } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** Counts and stock values of the active items. */
export function useInventorySummary() {
  return useQuery({
    queryKey: inventoryKeys.summary(),
    queryFn: ({ signal }) => unwrapInventory(apiClient.inventory.summary({ fetchOptions: { signal } })),
  });
}
