import { useState } from 'react';
import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { can, categoryInputSchema, type Category } from '@salon/contracts';
import { ActiveBadge } from '../../../components/resource-list/active-badge';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { notify } from '../../../lib/notifications/notify';
import { useSession } from '../../../lib/session/use-session';
import { useDeleteCategory, useUpdateCategory } from '../api/use-category-mutations';

type Mode = 'view' | 'rename' | 'delete';

/** The rest of a category's body as it is: PUT replaces them all. */
const bodyOf = (category: Category) => ({ name: category.name, description: category.description ?? '', is_active: category.is_active });

function RenameCell({ category, onDone }: { category: Category; onDone: () => void }) {
  const updateCategory = useUpdateCategory();
  const form = useContractForm(categoryInputSchema, bodyOf(category));
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    fieldConflicts: { CATEGORY_NAME_TAKEN: 'name' },
    failure: 'Failed to rename the category. Please try again.',
  });
  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    updateCategory.mutate(
      { categoryId: category.category_id, input },
      {
        onSuccess: (saved) => {
          notify.success({ title: 'Category renamed', message: `${category.name} is now ${saved.name}.` });
          onDone();
        },
        onError: saveFailure.onFailed,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Rename ${category.name}`}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput aria-label="Category name" size="xs" flex={1} error={saveFailure.message} {...form.getInputProps('name')} />
        <Button type="submit" size="xs" loading={updateCategory.isPending}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onDone} disabled={updateCategory.isPending}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/** One category: its name, item count and status, with Rename, Activate/Deactivate and Delete as the user may. */
export function CategoryRow({ category }: { category: Category }) {
  const user = useSession()?.user;
  const [mode, setMode] = useState<Mode>('view');
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const canUpdate = can(user, 'inventory:update');
  const canDelete = can(user, 'inventory:delete');

  const toggleActive = () =>
    updateCategory.mutate(
      { categoryId: category.category_id, input: categoryInputSchema.parse({ ...bodyOf(category), is_active: !category.is_active }) },
      {
        onSuccess: (saved) =>
          notify.success({ title: saved.is_active ? 'Category activated' : 'Category deactivated', message: saved.is_active ? `${saved.name} can be chosen for items again.` : `${saved.name} is no longer offered for items.` }),
        onError: (error) => notify.error({ title: `Could not change ${category.name}`, message: error.message }),
      },
    );

  const remove = () =>
    deleteCategory.mutate(category.category_id, {
      onSuccess: () => notify.success({ title: 'Category deleted', message: `${category.name} was deleted.` }),
    });

  return (
    <Table.Tr>
      <Table.Td>{mode === 'rename' ? <RenameCell category={category} onDone={() => setMode('view')} /> : category.name}</Table.Td>
      <Table.Td>{category.item_count.toLocaleString('en-US')}</Table.Td>
      <Table.Td>
        <ActiveBadge isActive={category.is_active} />
      </Table.Td>
      <Table.Td>
        {mode === 'delete' ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Text size="sm">Delete {category.name}?</Text>
            <Button size="compact-sm" color="red" loading={deleteCategory.isPending} onClick={remove}>
              Delete
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                deleteCategory.reset();
                setMode('view');
              }}
            >
              Cancel
            </Button>
          </Group>
        ) : (
          mode === 'view' && (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              {canUpdate && (
                <Button size="compact-sm" variant="subtle" aria-label={`Rename ${category.name}`} onClick={() => setMode('rename')}>
                  Rename
                </Button>
              )}
              {canUpdate && (
                <Button size="compact-sm" variant="subtle" loading={updateCategory.isPending} aria-label={`${category.is_active ? 'Deactivate' : 'Activate'} ${category.name}`} onClick={toggleActive}>
                  {category.is_active ? 'Deactivate' : 'Activate'}
                </Button>
              )}
              {canDelete && (
                <Button size="compact-sm" variant="subtle" color="red" aria-label={`Delete ${category.name}`} onClick={() => setMode('delete')}>
                  Delete
                </Button>
              )}
            </Group>
          )
        )}
        {mode === 'delete' && deleteCategory.error && (
          <Text size="sm" c="red" role="alert" mt={4}>
            {deleteCategory.error.message}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
