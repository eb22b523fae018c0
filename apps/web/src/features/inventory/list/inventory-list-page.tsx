import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { can, INVENTORY_PAGE_SIZE, INVENTORY_SORTABLE, type InventoryItem, type InventorySortBy } from '@salon/contracts';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { ResourceList } from '../../../components/resource-list/resource-list';
import type { ResourceListColumn } from '../../../components/resource-list/resource-list-table';
import { pageOffset, statusQueryValue, useListSearchParams } from '../../../components/resource-list/use-list-search-params';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { AdjustStockModal } from '../adjust/adjust-stock-modal';
import { useDeleteItem } from '../api/use-item-mutations';
import { useInventoryItems } from '../api/use-inventory-items';
import { CategoriesModal } from '../categories/categories-modal';
import { StockLevelBadge } from '../shared/stock-level-badge';
import { INVENTORY_FILTER_KEYS, readInventoryFilters } from './inventory-list-filter-values';
import { InventoryListFilters } from './inventory-list-filters';
import { InventorySummaryStrip } from './inventory-summary-strip';

const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount));

/** Spec part 2 §2: SKU, Product Name, Category, Stock, Reorder, Cost, Retail, Status. */
const COLUMNS: ResourceListColumn<InventoryItem, InventorySortBy>[] = [
  {
    header: 'SKU',
    sortKey: 'sku',
    // Small and monospaced: codes read easily and the row's columns fit a 1280-pixel screen.
    render: (item) => (
      <Text size="xs" ff="monospace">
        {item.sku ?? '—'}
      </Text>
    ),
    noWrap: true,
  },
  {
    header: 'Product Name',
    sortKey: 'name',
    render: (item) => (
      <Text size="sm" fw={600}>
        {item.name}
      </Text>
    ),
  },
  { header: 'Category', sortKey: 'category_name', render: (item) => item.category?.name ?? 'Uncategorized' },
  { header: 'Stock', sortKey: 'quantity', render: (item) => <StockLevelBadge quantity={item.quantity} reorderLevel={item.reorder_level} size="sm" stacked /> },
  { header: 'Reorder', sortKey: 'reorder_level', render: (item) => item.reorder_level.toLocaleString('en-US'), noWrap: true },
  { header: 'Cost', sortKey: 'cost_price', render: (item) => money(item.cost_price), noWrap: true },
  { header: 'Retail', sortKey: 'retail_price', render: (item) => money(item.retail_price), noWrap: true },
  { header: 'Status', render: (item) => <ActiveBadge isActive={item.is_active} size="sm" /> },
];

/** /inventory: the salon's products, filtered on the server by search, status, category and low stock (DECISIONS §1). */
export function InventoryListPage() {
  const user = useSession()?.user;
  const list = useListSearchParams({ sortKeys: INVENTORY_SORTABLE, defaultSortBy: 'name', defaultStatus: 'active', filterKeys: INVENTORY_FILTER_KEYS });
  const items = useInventoryItems({
    limit: INVENTORY_PAGE_SIZE,
    offset: pageOffset(list.page, INVENTORY_PAGE_SIZE),
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    search: list.search || undefined,
    is_active: statusQueryValue(list.status),
    ...readInventoryFilters(list.filters),
  });
  const deleteItem = useDeleteItem();
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const canAdjust = can(user, 'inventory:update');
  const canManageCategories = ['create', 'update', 'delete'].some((action) => can(user, `inventory:${action}`));

  return (
    <>
      <ResourceList
        title="Inventory"
        description="Products, stock levels and prices"
        entity={{ singular: 'Item', plural: 'Items' }}
        resource="inventory"
        basePath="/inventory"
        editPath={(id) => `/inventory/${id}/edit`}
        list={list}
        columns={COLUMNS}
        rows={items.data?.rows}
        total={items.data?.count ?? 0}
        loading={items.isPending}
        fetching={items.isFetching}
        error={items.error}
        onRetry={() => void items.refetch()}
        getRowId={(item) => item.item_id}
        getRowName={(item) => item.name}
        onDelete={(item) => deleteItem.mutateAsync(item.item_id)}
        rowActions={
          canAdjust
            ? (item) => (
                <Button size="compact-sm" variant="subtle" aria-label={`Adjust stock of ${item.name}`} onClick={() => setAdjusting(item)}>
                  Adjust
                </Button>
              )
            : undefined
        }
        searchPlaceholder="Search name, SKU or description..."
        countNoun="items"
        statusLabels={{ all: 'All Items' }}
        filters={<InventoryListFilters list={list} />}
        headerActions={
          canManageCategories && (
            <Button variant="default" onClick={() => setCategoriesOpen(true)}>
              Categories
            </Button>
          )
        }
        summary={<InventorySummaryStrip />}
        pageSize={INVENTORY_PAGE_SIZE}
      />
      <AdjustStockModal item={adjusting} onClose={() => setAdjusting(null)} />
      <CategoriesModal opened={categoriesOpen} onClose={() => setCategoriesOpen(false)} />
    </>
  );
}
