import { Button, Group, NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { InventoryItem } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { useCategories } from '../api/use-categories';
import type { ItemFormState } from './item-form-values';
import { currencySymbol } from '../../../lib/format/format-money';

type SectionProps = { form: ItemFormState };

// Negative numbers are let through, so the contract's message says why they are refused instead of the minus vanishing.
const money = () => ({ leftSection: currencySymbol(), decimalScale: 2, hideControls: true }) as const;
const count = { allowDecimal: false, hideControls: true } as const;

/** The item's category among the active ones; an item kept in a category since deactivated still shows it. */
function useCategoryOptions(item: InventoryItem | undefined) {
  const categories = useCategories({ is_active: 'true' });
  const options = (categories.data?.rows ?? []).map((category) => ({ value: String(category.category_id), label: category.name }));
  const current = item?.category;
  if (categories.data && current && !options.some((option) => option.value === String(current.category_id))) {
    options.push({ value: String(current.category_id), label: `${current.name} (inactive)` });
  }
  return { options, loading: categories.isPending, failed: categories.isError };
}

export function BasicInformationSection({ form, item }: SectionProps & { item?: InventoryItem }) {
  const categories = useCategoryOptions(item);
  return (
    <SectionCard title="Basic Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Product name" required {...form.getInputProps('name')} />
        <TextInput label="SKU" description="Optional; unique among your items" {...form.getInputProps('sku')} />
      </SimpleGrid>
      <Select
        label="Category"
        placeholder={categories.loading ? 'Loading categories…' : 'Uncategorized'}
        data={categories.options}
        clearable
        searchable
        nothingFoundMessage="No category matches"
        disabled={categories.loading}
        description={categories.failed ? 'Could not load categories' : undefined}
        {...form.getSelectProps('category_id')}
      />
      <Textarea label="Description" minRows={3} {...form.getInputProps('description')} />
    </SectionCard>
  );
}

type StockSectionProps = SectionProps & {
  /** The item being edited (its quantity as read now), or undefined for a new one. */
  item?: InventoryItem;
  onAdjust: () => void;
};

/**
 * A new item's quantity is its opening stock. Once the item exists, stock changes only through
 * Adjust Stock, so the edit form shows the quantity read-only and does not send it: saving a form
 * opened a while ago never undoes a sale made since.
 */
export function StockInformationSection({ form, item, onAdjust }: StockSectionProps) {
  return (
    <SectionCard title="Stock Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {item ? (
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label="Quantity"
              description="Changed with Adjust Stock, so each change is in the history"
              readOnly
              value={item.quantity.toLocaleString('en-US')}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={onAdjust}>
              Adjust Stock
            </Button>
          </Group>
        ) : (
          <NumberInput label="Quantity" description="Units in stock now" required {...count} {...form.getInputProps('quantity')} />
        )}
        <NumberInput label="Reorder level" description="Stock at or below this shows as low" required {...count} {...form.getInputProps('reorder_level')} />
      </SimpleGrid>
    </SectionCard>
  );
}

export function PricingSection({ form }: SectionProps) {
  return (
    <SectionCard title="Pricing">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label="Cost price" {...money()} {...form.getInputProps('cost_price')} />
        <NumberInput label="Retail price" {...money()} {...form.getInputProps('retail_price')} />
      </SimpleGrid>
    </SectionCard>
  );
}

export function StatusSection({ form }: SectionProps) {
  return (
    <SectionCard title="Status">
      <Switch label="Active" description="Inactive items stay on record but leave the default list." {...form.getInputProps('is_active', { type: 'checkbox' })} />
    </SectionCard>
  );
}
