import { Badge, Group, Text } from '@mantine/core';
import { stockLevel, type StockLevel } from '@salon/contracts';

const COLORS: Record<StockLevel, string> = { low: 'red', warning: 'yellow', ok: 'green' };

/** Words beside the colour, so the level does not rest on colour alone. */
export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = { low: 'Low', warning: 'Running low', ok: 'In stock' };

export function stockLevelLabel(quantity: number, reorderLevel: number): string {
  return quantity === 0 ? 'Out of stock' : STOCK_LEVEL_LABELS[stockLevel(quantity, reorderLevel)];
}

type StockLevelBadgeProps = { quantity: number; reorderLevel: number; size?: 'sm' | 'md' | 'lg' };

/**
 * The quantity in its stock colour (spec part 2 §2: red at or below the reorder level, yellow up
 * to 1.5 times it, green above) with the level in words; `data-stock-level` names it for tests.
 */
export function StockLevelBadge({ quantity, reorderLevel, size = 'md' }: StockLevelBadgeProps) {
  const level = stockLevel(quantity, reorderLevel);
  return (
    <Group gap={6} wrap="nowrap" data-stock-level={level}>
      <Badge color={COLORS[level]} variant="light" size={size} miw="max-content">
        {quantity.toLocaleString('en-US')}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {stockLevelLabel(quantity, reorderLevel)}
      </Text>
    </Group>
  );
}
