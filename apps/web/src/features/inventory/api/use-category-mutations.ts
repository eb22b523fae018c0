import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryInput } from '@salon/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { ApiError } from '../../../lib/api/api-error';
import { categoryKeys, inventoryKeys } from './inventory-keys';
import { unwrapInventory } from './inventory-unwrap';

/** Item rows show their category's name, so a renamed category refreshes them too. */
function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: categoryKeys.all }), queryClient.invalidateQueries({ queryKey: inventoryKeys.all })]);
}

export function useCreateCategory() {
  const refresh = useRefreshCategories();
  return useMutation<Category, ApiError, CategoryInput>({
    mutationFn: (input) => unwrapInventory(apiClient.inventoryCategories.create({ body: input })),
    onSuccess: () => refresh(),
  });
}

export function useUpdateCategory() {
  const refresh = useRefreshCategories();
  return useMutation<Category, ApiError, { categoryId: number; input: CategoryInput }>({
    mutationFn: ({ categoryId, input }) => unwrapInventory(apiClient.inventoryCategories.update({ params: { id: categoryId }, body: input })),
    onSuccess: () => refresh(),
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  return useMutation<void, ApiError, number>({
    mutationFn: (categoryId) => unwrapInventory(apiClient.inventoryCategories.remove({ params: { id: categoryId } })),
    onSuccess: () => refresh(),
  });
}
