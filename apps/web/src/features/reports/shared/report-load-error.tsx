import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

/** When some figures fail to load: the reason and a Retry that asks again for every part that failed. */
export function ReportLoadError({ queries }: { queries: UseQueryResult[] }) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Failed to load report data" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failed[0].error?.message ?? 'An unexpected error occurred'}</Text>
        <Button variant="white" color="red" size="xs" loading={failed.some((query) => query.isFetching)} onClick={() => failed.forEach((query) => void query.refetch())}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
