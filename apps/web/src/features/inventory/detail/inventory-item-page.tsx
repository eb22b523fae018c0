import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { can } from '@salon/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { notify } from '../../../lib/notifications/notify';
import { useSession } from '../../../lib/session/use-session';
import { AdjustStockModal } from '../adjust/adjust-stock-modal';
import { useDeleteItem } from '../api/use-item-mutations';
import { useInventoryItem } from '../api/use-inventory-item';
import { ITEM_LOAD_ERROR } from '../shared/item-load-error';
import { StockLevelBadge } from '../shared/stock-level-badge';
import { ItemDetailsCard } from './item-details-card';
import { ItemTransactionsPanel } from './item-transactions-panel';

function ItemDetail({ itemId }: { itemId: number }) {
  const user = useSession()?.user;
  const navigate = useNavigate();
  const item = useInventoryItem(itemId);
  const deleteItem = useDeleteItem();
  const [adjusting, setAdjusting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (item.isPending) return <LoadingSpinner label="Loading item" />;
  if (item.isError) return <RecordLoadError {...ITEM_LOAD_ERROR} error={item.error} onRetry={() => void item.refetch()} />;

  const { data } = item;
  const remove = () =>
    deleteItem.mutate(itemId, {
      onSuccess: () => {
        notify.success({ title: 'Item deleted', message: `${data.name} was deleted.` });
        void navigate('/inventory');
      },
    });

  return (
    <Stack gap="lg">
      <title>{`${data.name} · Inventory · Salon Back Office`}</title>
      <PageHeader
        title={data.name}
        aside={<StockLevelBadge quantity={data.quantity} reorderLevel={data.reorder_level} size="lg" />}
        description={data.category?.name ?? 'Uncategorized'}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/inventory" variant="default">
              Back to Inventory
            </Button>
            {can(user, 'inventory:update') && <Button onClick={() => setAdjusting(true)}>Adjust Stock</Button>}
            {can(user, 'inventory:update') && (
              <Button component={Link} to={`/inventory/${itemId}/edit`} variant="light">
                Edit
              </Button>
            )}
            {can(user, 'inventory:delete') && (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
          </Group>
        }
      />
      <ItemDetailsCard item={data} />
      <ItemTransactionsPanel itemId={itemId} />
      <AdjustStockModal item={adjusting ? data : null} onClose={() => setAdjusting(false)} />
      <ConfirmModal
        opened={confirmDelete}
        title="Delete item"
        confirmLabel="Delete"
        danger
        loading={deleteItem.isPending}
        error={deleteItem.error?.message}
        onConfirm={remove}
        onClose={() => {
          if (deleteItem.isPending) return;
          deleteItem.reset();
          setConfirmDelete(false);
        }}
      >
        Are you sure you want to delete {data.name}? It leaves every list; its stock history is kept.
      </ConfirmModal>
    </Stack>
  );
}

/** /inventory/{id}: the item, its stock level, Adjust Stock, Edit, Delete and its stock history; a null id cannot name an item. */
export function InventoryItemPage({ itemId }: { itemId: number | null }) {
  if (itemId === null) return <RecordLoadError {...ITEM_LOAD_ERROR} error={null} />;
  return <ItemDetail itemId={itemId} />;
}
