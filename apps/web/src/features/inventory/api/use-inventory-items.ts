import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { inventoryKeys, type ItemListParams } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** One page of items as `{ rows, count }`; other features may reuse it with their own params. */
export function itemListQuery(params: ItemListParams) {
  return queryOptions({
    queryKey: inventoryKeys.list(params),
    queryFn: ({ signal }) => unwrapInventory(apiClient.inventory.list({ query: params, fetchOptions: { signal } })),
  });
}

/** The previous page stays on screen while the next loads. */
export function useInventoryItems(params: ItemListParams) {
  return useQuery({ ...itemListQuery(params), placeholderData: keepPreviousData });
}
