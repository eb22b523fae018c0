import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { InventoryItemPage } from '../../../features/inventory/detail/inventory-item-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function InventoryItemRoute() {
  const { id } = useParams();
  return (
    <Container size="xl" px={0}>
      <title>Item · Inventory · Salon Back Office</title>
      <InventoryItemPage key={id} itemId={parseRecordId(id)} />
    </Container>
  );
}
