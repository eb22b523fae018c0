import { Alert, Button, Stack, Text } from '@mantine/core';

type ErrorCardProps = {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/** A failed load, with the reason and a way to try again. */
export function ErrorCard({ title, message, onRetry, retrying = false }: ErrorCardProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="white" color="red" size="xs" loading={retrying} onClick={onRetry}>
            Try Again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
