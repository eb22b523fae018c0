import { FormActions } from '../../../components/form-actions';
import { Group, Input, Modal, NumberInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVENTORY_LIMITS, INVENTORY_TRANSACTION_TYPES, type InventoryItem, type InventoryTransactionType } from '@salon/contracts';
import { useState } from 'react';
import type { ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useAdjustStock } from '../api/use-item-mutations';
import { StockLevelBadge } from '../shared/stock-level-badge';
import { TRANSACTION_TYPE_LABELS } from '../shared/transaction-type-labels';
import { adjustStockBody, directionOf, signedChange, stockWarning, validateAdjustStock, type AdjustStockValues, type Direction } from './adjust-stock-values';

const TYPE_OPTIONS = INVENTORY_TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }));
const DIRECTION_OPTIONS = [
  { value: 'add', label: 'Add' },
  { value: 'remove', label: 'Remove' },
];

function AdjustStockForm({ item, onDone }: { item: InventoryItem; onDone: () => void }) {
  const adjust = useAdjustStock();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdjustStockValues>({
    initialValues: { type: 'purchase', direction: 'add', quantity: '', reason: '' },
    validate: validateAdjustStock,
    validateInputOnBlur: true,
  });
  const { values } = form;
  const change = signedChange(values);
  const adding = directionOf(values) === 'add';
  const after = change === null ? null : item.quantity + change;
  const possible = after !== null && after >= 0 && after <= INVENTORY_LIMITS.quantityMax;
  const warning = stockWarning(change, item.quantity);

  const submit = form.onSubmit((current) => {
    setFailure(null);
    adjust.mutate(
      { itemId: item.item_id, input: adjustStockBody(current) },
      {
        onSuccess: ({ item: saved }) => {
          notify.success({ title: 'Stock adjusted', message: `${saved.name}: ${saved.quantity.toLocaleString('en-US')} in stock.` });
          onDone();
        },
        // The API's own words: "Not enough stock: only 2 in stock" names what is there now.
        onError: (error: ApiError) => setFailure(error.message),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Adjust stock of ${item.name}`}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">Current stock:</Text>
          <StockLevelBadge quantity={item.quantity} reorderLevel={item.reorder_level} />
        </Group>
        <Input.Wrapper label="Type" labelElement="div">
          <SegmentedControl
            fullWidth
            data={TYPE_OPTIONS}
            value={values.type}
            onChange={(type) => form.setFieldValue('type', type as InventoryTransactionType)}
            aria-label="Type"
          />
        </Input.Wrapper>
        {values.type === 'adjustment' && (
          <Input.Wrapper label="Direction" labelElement="div">
            <SegmentedControl
              data={DIRECTION_OPTIONS}
              value={values.direction}
              onChange={(direction) => form.setFieldValue('direction', direction as Direction)}
              aria-label="Direction"
            />
          </Input.Wrapper>
        )}
        <NumberInput
          label="Quantity"
          description={adding ? 'Added to the stock' : 'Removed from the stock'}
          required
          min={1}
          max={INVENTORY_LIMITS.quantityMax}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps('quantity')}
        />
        <Text size="sm" aria-live="polite" c={after !== null && !possible ? 'red' : undefined}>
          {after === null ? 'Enter a quantity to see the stock after this change.' : `Stock after this change: ${after.toLocaleString('en-US')}`}
        </Text>
        {warning && (
          <Text size="sm" c="orange.8" role="status">
            {warning}
          </Text>
        )}
        <Textarea label="Reason" minRows={2} {...form.getInputProps('reason')} />
        <FormActions failure={failure} saving={adjust.isPending} onCancel={onDone} submitLabel="Adjust Stock" />
      </Stack>
    </form>
  );
}

type AdjustStockModalProps = {
  /** The item to adjust; null keeps the modal closed. */
  item: InventoryItem | null;
  onClose: () => void;
};

/** Adjust Stock, from the list and the item page: type, quantity (its sign from the type), reason. */
export function AdjustStockModal({ item, onClose }: AdjustStockModalProps) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Adjust stock: ${item.name}` : 'Adjust stock'} size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {item && <AdjustStockForm key={item.item_id} item={item} onDone={onClose} />}
    </Modal>
  );
}
