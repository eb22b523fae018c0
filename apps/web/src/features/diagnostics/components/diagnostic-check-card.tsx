import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DiagnosticResult } from '../api/diagnostic-result';

type DiagnosticCheckCardProps = {
  title: string;
  description: string;
  running: boolean;
  result: DiagnosticResult | undefined;
  onRun: () => void;
};

export function DiagnosticCheckCard({ title, description, running, result, onRun }: DiagnosticCheckCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} size="h4" ff="monospace">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Button onClick={onRun} loading={running} variant="light" aria-label={`Run ${title}`}>
            Run
          </Button>
        </Group>
        {result && (
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Status
              </Text>
              <Badge color={result.errorMessage ? 'red' : 'teal'} variant="light">
                {result.status ?? 'No answer'}
              </Badge>
            </Group>
            <Text size="sm">
              <Text span fw={600}>
                Error message:{' '}
              </Text>
              {result.errorMessage ?? 'None'}
            </Text>
            <Text size="sm" fw={600}>
              Response data
            </Text>
            <Code block aria-label={`Response data of ${title}`}>
              {JSON.stringify(result.data, null, 2)}
            </Code>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
