import type { InventoryItem, itemInputSchema } from '@salon/contracts';
import type { FormValues } from '../../../lib/forms/form-values';
import type { ContractForm } from '../../../lib/forms/use-contract-form';

export type ItemFormValues = FormValues<typeof itemInputSchema>;
export type ItemFormState = ContractForm<typeof itemInputSchema>;

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) => value ?? '';

/** The form's values for an item, or blanks for a new one (active by default). */
export function itemFormValues(item?: InventoryItem): ItemFormValues {
  return {
    name: text(item?.name),
    sku: text(item?.sku),
    description: text(item?.description),
    category_id: item?.category_id ? String(item.category_id) : '',
    quantity: number(item?.quantity),
    reorder_level: number(item?.reorder_level),
    cost_price: number(item?.cost_price),
    retail_price: number(item?.retail_price),
    is_active: item?.is_active ?? true,
  };
}
