import { PieChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { CHART_HEIGHT, PIE_PALETTE } from './chart-format';
import { ChartFiguresTable } from './chart-figures-table';
import { exactValue, type ValueKind } from './chart-values';

/** A slice; `percentage` when the API gives the share itself, else it is worked out from the values. */
export type PieSlice = { name: string; value: number; percentage?: number };

type ReportPieChartProps = {
  slices: PieSlice[];
  kind: ValueKind;
  nameHeading: string;
  valueHeading: string;
  figuresLabel: string;
  height?: number;
};

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Slices in the eight-colour pie palette, with a legend of names and shares beside it. */
export function ReportPieChart({ slices, kind, nameHeading, valueHeading, figuresLabel, height = CHART_HEIGHT }: ReportPieChartProps) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const shareOf = (slice: PieSlice) => `${percent.format(slice.percentage ?? (total > 0 ? (slice.value / total) * 100 : 0))}%`;
  const coloured = slices.map((slice, index) => ({ ...slice, color: PIE_PALETTE[index % PIE_PALETTE.length] }));
  return (
    <>
      <Group aria-hidden justify="center" gap="xl" wrap="wrap" mih={height}>
        <PieChart data={coloured} size={Math.min(height - 40, 240)} valueFormatter={exactValue[kind]} withTooltip tooltipDataSource="segment" pieChartProps={{ accessibilityLayer: false }} />
        <Stack gap={6}>
          {coloured.map((slice) => (
            <Group key={slice.name} gap="xs" wrap="nowrap">
              <span style={{ width: 12, height: 12, borderRadius: 2, background: `var(--mantine-color-${slice.color.replace('.', '-')})` }} />
              <Text size="sm">
                {slice.name} · {shareOf(slice)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
      <ChartFiguresTable
        label={figuresLabel}
        rows={coloured}
        columns={[
          { label: nameHeading, value: (slice) => slice.name },
          { label: valueHeading, value: (slice) => exactValue[kind](slice.value) },
          { label: 'Share', value: shareOf },
        ]}
      />
    </>
  );
}
