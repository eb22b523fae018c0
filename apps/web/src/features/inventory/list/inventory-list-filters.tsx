import { Button, Select } from '@mantine/core';
import type { InventorySortBy } from '@salon/contracts';
import type { ListSearchState } from '../../../components/resource-list/use-list-search-params';
import { useCategories } from '../api/use-categories';
import type { InventoryFilterKey } from './inventory-list-filter-values';

const ALL = 'all';

type InventoryListFiltersProps = { list: ListSearchState<InventorySortBy, InventoryFilterKey> };

/** Category and "Low Stock Items": both narrow the list on the server and live in the URL. */
export function InventoryListFilters({ list }: InventoryListFiltersProps) {
  // Every category, inactive ones too: their items are still in stock and can be looked up.
  const categories = useCategories();
  const { filters, setFilter } = list;
  const options = [
    { value: ALL, label: 'All Categories' },
    ...(categories.data?.rows ?? []).map((category) => ({
      value: String(category.category_id),
      label: category.is_active ? category.name : `${category.name} (inactive)`,
    })),
  ];
  const lowStockOnly = filters.low_stock === 'true';

  return (
    <>
      <Select
        label="Category"
        data={options}
        value={filters.category_id || ALL}
        onChange={(value) => setFilter('category_id', !value || value === ALL ? '' : value)}
        allowDeselect={false}
        error={categories.error ? 'Could not load categories' : undefined}
        w={220}
      />
      <Button
        variant={lowStockOnly ? 'filled' : 'default'}
        color={lowStockOnly ? 'red' : undefined}
        aria-pressed={lowStockOnly}
        onClick={() => setFilter('low_stock', lowStockOnly ? '' : 'true')}
      >
        Low Stock Items
      </Button>
    </>
  );
}
