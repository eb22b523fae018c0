import { Badge, Group, Stack, Text } from '@mantine/core';
import { stockLevel, type StockLevel } from '@salon/contracts';

const COLORS: Record<StockLevel, string> = { low: 'red', warning: 'yellow', ok: 'green' };

/** Words beside the colour, so the level does not rest on colour alone. */
export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = { low: 'Low', warning: 'Running low', ok: 'In stock' };

export function stockLevelLabel(quantity: number, reorderLevel: number): string {
  return quantity === 0 ? 'Out of stock' : STOCK_LEVEL_LABELS[stockLevel(quantity, reorderLevel)];
}

type StockLevelBadgeProps = {
  quantity: number;
  reorderLevel: number;
  size?: 'sm' | 'md' | 'lg';
  /** The word under the badge instead of beside it, where width is short (a table cell). */
  stacked?: boolean;
};

/**
 * The quantity in its stock colour (spec part 2 §2: red at or below the reorder level, yellow up
 * to 1.5 times it, green above) with the level in words; `data-stock-level` names it for tests.
 */
export function StockLevelBadge({ quantity, reorderLevel, size = 'md', stacked = false }: StockLevelBadgeProps) {
  const level = stockLevel(quantity, reorderLevel);
  const badge = (
    <Badge color={COLORS[level]} variant="light" size={size} miw="max-content">
      {quantity.toLocaleString('en-US')}
    </Badge>
  );
  // Stacked in a table cell, the words may wrap rather than widen the column.
  const words = (
    <Text size="xs" c="dimmed" style={stacked ? undefined : { whiteSpace: 'nowrap' }}>
      {stockLevelLabel(quantity, reorderLevel)}
    </Text>
  );
  return stacked ? (
    <Stack gap={2} align="flex-start" data-stock-level={level}>
      {badge}
      {words}
    </Stack>
  ) : (
    <Group gap={6} wrap="nowrap" data-stock-level={level}>
      {badge}
      {words}
    </Group>
  );
}
