import { Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { can } from '@salon/contracts';
import { ErrorCard } from '../../../components/error-card';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useSession } from '../../../lib/session/use-session';
import { useCategories } from '../api/use-categories';
import { CategoryAddForm } from './category-add-form';
import { CategoryRow } from './category-row';

function CategoriesList() {
  const categories = useCategories();
  if (categories.isError) return <ErrorCard title="Error loading categories" message={categories.error.message} onRetry={() => void categories.refetch()} retrying={categories.isFetching} />;
  if (!categories.data) return <LoadingSpinner label="Loading categories" />;
  if (categories.data.rows.length === 0) return <Text c="dimmed">No categories yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table aria-label="Categories" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Items</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.data.rows.map((category) => (
            <CategoryRow key={category.category_id} category={category} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The product categories managed in place from /inventory: list, add, rename, activate or deactivate, delete. */
export function CategoriesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useSession()?.user;
  return (
    <Modal opened={opened} onClose={onClose} title="Product Categories" size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {can(user, 'inventory:create') && <CategoryAddForm />}
        <CategoriesList />
      </Stack>
    </Modal>
  );
}
