import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ItemFormPage } from '../../../features/inventory/form/item-form-page';
import { parseRecordId } from '../../../lib/routing/parse-record-id';

export function InventoryEditRoute() {
  const { id } = useParams();
  return (
    <Container size="lg" px={0}>
      <title>Edit Item · Inventory · Salon Back Office</title>
      {/* Keyed, so moving from one item's form to another's starts afresh. */}
      <ItemFormPage key={id} itemId={parseRecordId(id)} />
    </Container>
  );
}
