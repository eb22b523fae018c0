import { Container } from '@mantine/core';
import { InventoryListPage } from '../../../features/inventory/list/inventory-list-page';

export function InventoryListRoute() {
  return (
    <Container size="xl" px={0}>
      <title>Inventory · Salon Back Office</title>
      <InventoryListPage />
    </Container>
  );
}
