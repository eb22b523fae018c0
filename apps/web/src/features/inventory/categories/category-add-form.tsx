import { Alert, Button, Group, TextInput } from '@mantine/core';
import { categoryInputSchema } from '@salon/contracts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useFormSaveError } from '../../../lib/forms/form-save-error';
import { notify } from '../../../lib/notifications/notify';
import { useCreateCategory } from '../api/use-category-mutations';

/** Adds a category by name; a name in use shows at the field. */
export function CategoryAddForm() {
  const createCategory = useCreateCategory();
  const form = useContractForm(categoryInputSchema, { name: '', description: '', is_active: true });
  const saveFailure = useFormSaveError({
    showServerErrors: form.showServerErrors,
    fieldConflicts: { CATEGORY_NAME_TAKEN: 'name' },
    failure: 'Failed to add the category. Please try again.',
  });

  const submit = form.onSubmit((input) => {
    saveFailure.clear();
    createCategory.mutate(input, {
      onSuccess: (category) => {
        notify.success({ title: 'Category added', message: `${category.name} was added.` });
        form.reset();
      },
      onError: saveFailure.onFailed,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add category">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput label="New category" placeholder="e.g. Hair Care" flex={1} {...form.getInputProps('name')} />
        <Button type="submit" mt={25} loading={createCategory.isPending}>
          Add Category
        </Button>
      </Group>
      {saveFailure.message && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {saveFailure.message}
        </Alert>
      )}
    </form>
  );
}
