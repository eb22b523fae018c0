import { Stack } from '@mantine/core';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { RecordLoadError } from '../../../components/record-load-error';
import { useInventoryItem } from '../api/use-inventory-item';
import { ITEM_LOAD_ERROR } from '../shared/item-load-error';
import { ItemForm } from './item-form';

function EditItem({ itemId }: { itemId: number }) {
  const item = useInventoryItem(itemId);
  if (item.isPending) return <LoadingSpinner label="Loading item" />;
  if (item.isError) return <RecordLoadError {...ITEM_LOAD_ERROR} error={item.error} onRetry={() => void item.refetch()} />;
  return <ItemForm item={item.data} />;
}

type ItemFormPageProps = {
  /** undefined: a new item; null: an edit address whose id cannot exist. */
  itemId?: number | null;
};

/** /inventory/new and /inventory/{id}/edit. */
export function ItemFormPage({ itemId }: ItemFormPageProps) {
  const editing = itemId !== undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={editing ? 'Edit Item' : 'New Item'}
        description={editing ? 'Change the product’s details, reorder level and prices; stock changes through Adjust Stock.' : 'Add a product to the inventory.'}
      />
      {itemId === null && <RecordLoadError {...ITEM_LOAD_ERROR} error={null} />}
      {typeof itemId === 'number' && <EditItem itemId={itemId} />}
      {!editing && <ItemForm />}
    </Stack>
  );
}
