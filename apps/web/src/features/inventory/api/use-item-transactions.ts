import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { inventoryKeys, type TransactionListParams } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** One page of stock transactions, newest first. */
export function useInventoryTransactions(params: TransactionListParams) {
  return useQuery({
    queryKey: inventoryKeys.transactions(params),
    queryFn: ({ signal }) => unwrapInventory(apiClient.inventory.listTransactions({ query: params, fetchOptions: { signal } })),
    placeholderData: keepPreviousData,
  });
}
