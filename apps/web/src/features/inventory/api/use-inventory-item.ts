import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { inventoryKeys } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

export function useInventoryItem(itemId: number) {
  return useQuery({
    queryKey: inventoryKeys.detail(itemId),
    queryFn: ({ signal }) => unwrapInventory(apiClient.inventory.get({ params: { id: itemId }, fetchOptions: { signal } })),
  });
}
