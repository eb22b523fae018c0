import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Shown beside the title, e.g. a switch between views of the same screen. */
  aside?: ReactNode;
};

export function PageHeader({ title, description, actions, aside }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4}>
        {aside ? (
          <Group gap="md" wrap="wrap">
            <Title order={1}>{title}</Title>
            {aside}
          </Group>
        ) : (
          <Title order={1}>{title}</Title>
        )}
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
