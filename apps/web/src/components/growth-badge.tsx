import { Group, Text, VisuallyHidden } from '@mantine/core';
import { Icon } from './icons/icon';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

const ArrowUp = () => (
  <Icon size={14} data-testid="growth-up">
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
const ArrowDown = () => (
  <Icon size={14} data-testid="growth-down">
    <path d="M12 5v14M5 12l7 7 7-7" />
  </Icon>
);

/**
 * Growth with an up or down arrow, e.g. "+12.5% vs last month" (the dashboard) or "vs previous
 * period" (the reports). Null (nothing to compare against) shows nothing rather than an
 * invented 0% or 100%.
 */
export function GrowthBadge({ growth, comparedTo = 'vs last month' }: { growth: number | null; comparedTo?: string }) {
  if (growth === null) return null;
  const direction = growth > 0 ? 'up' : growth < 0 ? 'down' : 'flat';
  return (
    <Group gap={4} wrap="nowrap">
      <Group gap={2} c={direction === 'up' ? 'green' : direction === 'down' ? 'red' : 'dimmed'} wrap="nowrap">
        {direction === 'up' && <ArrowUp />}
        {direction === 'down' && <ArrowDown />}
        {direction !== 'flat' && <VisuallyHidden>{direction === 'up' ? 'Up' : 'Down'}</VisuallyHidden>}
        <Text size="xs" fw={600} c="inherit">
          {percent.format(growth)}%
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {comparedTo}
      </Text>
    </Group>
  );
}
