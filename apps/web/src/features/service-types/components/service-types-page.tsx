import { Alert, Button, Center, Container, EmptyState, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useServiceTypes } from '../api/use-service-types';
import { ServiceTypesTable } from './service-types-table';

export function ServiceTypesPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <title>Service Types · Salon Back Office</title>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Service Types</Title>
          <Text c="dimmed">The categories your salon&apos;s services are grouped under, and whether each is offered.</Text>
        </Stack>
        <ServiceTypesContent />
      </Stack>
    </Container>
  );
}

function ServiceTypesContent() {
  const { data, error, isPending, isFetching, refetch } = useServiceTypes();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading service types" />
      </Center>
    );
  }

  if (error) {
    return (
      <Alert color="red" variant="light" title="Could not load service types">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button variant="white" color="red" size="xs" loading={isFetching} onClick={() => void refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (data.length === 0) {
    return (
      <Paper withBorder radius="md" py="xl">
        <EmptyState title="No service types found" />
      </Paper>
    );
  }

  return <ServiceTypesTable serviceTypes={data} />;
}
