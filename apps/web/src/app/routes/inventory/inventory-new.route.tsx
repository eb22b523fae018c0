import { Container } from '@mantine/core';
import { ItemFormPage } from '../../../features/inventory/form/item-form-page';

export function InventoryNewRoute() {
  return (
    <Container size="lg" px={0}>
      <title>New Item · Inventory · Salon Back Office</title>
      <ItemFormPage />
    </Container>
  );
}
