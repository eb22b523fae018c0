import { SimpleGrid, Text } from '@mantine/core';
import type { InventoryItem } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';
import { StockLevelBadge } from '../shared/stock-level-badge';

const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));

export function ItemDetailsCard({ item }: { item: InventoryItem }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Details">
        <DetailList
          items={[
            { label: 'SKU', value: item.sku },
            { label: 'Category', value: item.category?.name ?? 'Uncategorized' },
            {
              label: 'Description',
              value: item.description && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.description}
                </Text>
              ),
            },
            { label: 'Status', value: <ActiveBadge isActive={item.is_active} /> },
            { label: 'Created', value: formatTimestampDate(item.created_at) },
            { label: 'Last updated', value: formatTimestampDate(item.updated_at) },
          ]}
        />
      </SectionCard>
      <SectionCard title="Stock & Pricing">
        <DetailList
          items={[
            { label: 'Quantity', value: <StockLevelBadge quantity={item.quantity} reorderLevel={item.reorder_level} /> },
            { label: 'Reorder level', value: item.reorder_level.toLocaleString('en-US') },
            { label: 'Cost price', value: money(item.cost_price) },
            { label: 'Retail price', value: money(item.retail_price) },
          ]}
        />
      </SectionCard>
    </SimpleGrid>
  );
}
