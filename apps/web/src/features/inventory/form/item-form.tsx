import { Stack } from '@mantine/core';
import { itemInputSchema, type InventoryItem, type ItemInput, type ItemUpdateInput } from '@salon/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormActions } from '../../../components/form-actions';
import { RecordForm } from '../../../components/record-form';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useGoBack } from '../../../lib/routing/use-go-back';
import { AdjustStockModal } from '../adjust/adjust-stock-modal';
import { useCreateItem, useUpdateItem } from '../api/use-item-mutations';
import { BasicInformationSection, PricingSection, StatusSection, StockInformationSection } from './item-form-sections';
import { itemFormValues } from './item-form-values';

/** Spec part 2 §5: empty optional values are left out of a new item (an edit sends null, which clears them). */
function withoutEmpty(input: ItemInput): ItemInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as ItemInput;
}

/** An edit leaves the quantity out: the API keeps the stock as it is now (stock changes through Adjust Stock). */
function withoutQuantity(input: ItemInput): ItemUpdateInput {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'quantity')) as ItemUpdateInput;
}

/**
 * Creates or edits an item (spec part 2 §2 and §5): four sections, the contract's messages,
 * text trimmed and empty optional values left out (the schema makes them null).
 */
export function ItemForm({ item }: { item?: InventoryItem }) {
  const navigate = useNavigate();
  const goBack = useGoBack(item ? `/inventory/${item.item_id}` : '/inventory');
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  const [adjusting, setAdjusting] = useState(false);
  const form = useContractForm(itemInputSchema, itemFormValues(item));
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    fieldConflicts: { SKU_TAKEN: 'sku' },
    failure: item ? 'Failed to update item. Please try again.' : 'Failed to create item. Please try again.',
  });
  const saving = createItem.isPending || updateItem.isPending;

  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    const onSaved = (saved: InventoryItem) => {
      notify.success({ title: item ? 'Item updated' : 'Item created', message: item ? `${saved.name} has been saved.` : `${saved.name} has been added to the inventory.` });
      void navigate(`/inventory/${saved.item_id}`);
    };
    if (item) updateItem.mutate({ itemId: item.item_id, input: withoutQuantity(input) }, { onSuccess: onSaved, onError: saveFailure.onFailed });
    else createItem.mutate(withoutEmpty(input), { onSuccess: onSaved, onError: saveFailure.onFailed });
  });

  return (
    <>
      <RecordForm onSubmit={submit} label={item ? 'Edit item' : 'New item'}>
        <Stack gap="lg">
          <BasicInformationSection form={form} item={item} />
          <StockInformationSection form={form} item={item} onAdjust={() => setAdjusting(true)} />
          <PricingSection form={form} />
          <StatusSection form={form} />
          <FormActions failure={saveFailure.message} saving={saving} onCancel={goBack} submitLabel={item ? 'Save Changes' : 'Create Item'} />
        </Stack>
      </RecordForm>
      {/* Outside the item's form: a submit inside the modal would otherwise reach it through React's tree. */}
      <AdjustStockModal item={adjusting && item ? item : null} onClose={() => setAdjusting(false)} />
    </>
  );
}
