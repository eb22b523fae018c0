import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiError } from '../lib/api/api-error';

type RecordLoadErrorProps = {
  /** e.g. "Error loading employee". */
  title: string;
  /** Shown for a 404 or an id that cannot exist, e.g. "Employee not found". */
  notFoundMessage: string;
  /** Null when the id in the address cannot be a record's. */
  error: Error | null;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
};

/** A record page that could not load its record: why, a way back to the list, and a retry when one could help. */
export function RecordLoadError({ title, notFoundMessage, error, backTo, backLabel, onRetry }: RecordLoadErrorProps) {
  const notFound = error === null || (error instanceof ApiError && error.status === 404) || error.message === '';
  const message = notFound ? notFoundMessage : error.message;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button component={Link} to={backTo} variant="white" color="red" size="xs">
            {backLabel}
          </Button>
          {!notFound && onRetry && (
            <Button variant="white" color="red" size="xs" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
