import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustStockInput, AdjustStockResult, InventoryItem, ItemInput, ItemUpdateInput } from '@salon/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { categoryKeys, inventoryKeys } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/**
 * After any item change: lists, summary, transactions and category item counts may all have moved.
 * The item named (fresh from the answer, or just deleted) is not read again.
 */
function useRefreshInventory() {
  const queryClient = useQueryClient();
  return (item?: InventoryItem | { deletedId: number }) => {
    if (item && 'item_id' in item) queryClient.setQueryData(inventoryKeys.detail(item.item_id), item);
    const skipId = item && ('item_id' in item ? item.item_id : item.deletedId);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all, predicate: (query) => skipId === undefined || query.queryKey[2] !== skipId }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
  };
}

export function useCreateItem() {
  const refresh = useRefreshInventory();
  return useMutation<InventoryItem, ApiError, ItemInput>({
    mutationFn: (input) => unwrapInventory(apiClient.inventory.create({ body: input })),
    onSuccess: (item) => refresh(item),
  });
}

export function useUpdateItem() {
  const refresh = useRefreshInventory();
  return useMutation<InventoryItem, ApiError, { itemId: number; input: ItemUpdateInput }>({
    mutationFn: ({ itemId, input }) => unwrapInventory(apiClient.inventory.update({ params: { id: itemId }, body: input })),
    onSuccess: (item) => refresh(item),
  });
}

export function useDeleteItem() {
  const refresh = useRefreshInventory();
  return useMutation<void, ApiError, number>({
    mutationFn: (itemId) => unwrapInventory(apiClient.inventory.remove({ params: { id: itemId } })),
    // The item's entry is kept, not removed, until its page has left: the page re-renders on the way
    // out (the router's navigation state), and a removed entry would be fetched again and answer 404.
    onSuccess: (_data, itemId) => refresh({ deletedId: itemId }),
  });
}

export function useAdjustStock() {
  const refresh = useRefreshInventory();
  return useMutation<AdjustStockResult, ApiError, { itemId: number; input: AdjustStockInput }>({
    mutationFn: ({ itemId, input }) => unwrapInventory(apiClient.inventory.adjustStock({ params: { id: itemId }, body: input })),
    onSuccess: (result) => refresh(result.item),
    // A refusal for stock (409) means the stock moved since it was read: show what it is now.
    onError: (error) => (error.status === 409 ? refresh() : undefined),
  });
}
