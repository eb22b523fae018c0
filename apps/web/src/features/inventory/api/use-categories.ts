import { useQuery } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE } from '@salon/contracts';
import { apiClient } from '../../../lib/api/api-client';
import { categoryKeys, type CategoryListParams } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** Product categories by name, one page of up to 100 (a salon has a handful). */
export function useCategories(params: CategoryListParams = {}) {
  const query = { limit: CATEGORY_PAGE_SIZE, ...params };
  return useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => unwrapInventory(apiClient.inventoryCategories.list({ query, fetchOptions: { signal } })),
  });
}
