import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustStockInput, AdjustStockResult, InventoryItem, ItemInput } from '@salon/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { categoryKeys, inventoryKeys } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** After any item change: lists, summary, transactions and category item counts may all have moved. */
function useRefreshInventory() {
  const queryClient = useQueryClient();
  return (item?: InventoryItem) => {
    if (item) queryClient.setQueryData(inventoryKeys.detail(item.item_id), item);
    return Promise.all([
      // The item itself is fresh from the answer; everything else about stock is read again.
      queryClient.invalidateQueries({ queryKey: inventoryKeys.all, predicate: (query) => !item || query.queryKey[2] !== item.item_id }),
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
  return useMutation<InventoryItem, ApiError, { itemId: number; input: ItemInput }>({
    mutationFn: ({ itemId, input }) => unwrapInventory(apiClient.inventory.update({ params: { id: itemId }, body: input })),
    onSuccess: (item) => refresh(item),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  const refresh = useRefreshInventory();
  return useMutation<void, ApiError, number>({
    mutationFn: (itemId) => unwrapInventory(apiClient.inventory.remove({ params: { id: itemId } })),
    onSuccess: (_data, itemId) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.detail(itemId) });
      return refresh();
    },
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
