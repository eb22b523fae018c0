import { Box, Group, Text } from '@mantine/core';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={14} h={6} style={{ borderRadius: 3, background: color }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/** What the bar under each shift means. */
export function ScheduleLegend() {
  return (
    <Group gap="md" aria-label="Shift bar legend" role="group">
      <Swatch color="var(--mantine-color-blue-filled)" label="Booked" />
      <Swatch color="var(--mantine-color-gray-5)" label="Break" />
      <Swatch color="var(--mantine-color-default-border)" label="Free" />
    </Group>
  );
}
