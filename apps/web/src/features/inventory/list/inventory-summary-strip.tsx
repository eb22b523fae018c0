import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format/format-money';
import { useInventorySummary } from '../api/use-inventory-summary';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** Totals of the active items from GET /inventory/summary; nothing while they load or if they fail (the list still works). */
export function InventorySummaryStrip() {
  const summary = useInventorySummary();
  if (!summary.data) return null;
  const { active_items, total_items, stock_value_cost, stock_value_retail, low_stock_count, out_of_stock_count } = summary.data;
  return (
    <Paper component="section" aria-label="Inventory summary" withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
        <Figure label="Active items" value={`${active_items.toLocaleString('en-US')} of ${total_items.toLocaleString('en-US')}`} />
        <Figure label="Stock value at cost" value={formatMoney(stock_value_cost)} />
        <Figure label="Stock value at retail" value={formatMoney(stock_value_retail)} />
        <Figure label="Low stock" value={low_stock_count.toLocaleString('en-US')} color={low_stock_count > 0 ? 'red' : undefined} />
        <Figure label="Out of stock" value={out_of_stock_count.toLocaleString('en-US')} color={out_of_stock_count > 0 ? 'red' : undefined} />
      </SimpleGrid>
    </Paper>
  );
}
