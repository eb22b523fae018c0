import { SimpleGrid, Stack, Switch, TagsInput, Textarea } from '@mantine/core';
import { SERVICE_LIMITS } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { switchWithDependents, type ServiceFormState } from './service-form-values';

export function ServiceExtrasFields({ form }: { form: ServiceFormState }) {
  return (
    <SectionCard title="Extras & Notes">
      <Stack gap="sm">
        <Switch label="Allows add-ons" {...switchWithDependents(form, 'allows_add_ons', ['suggested_add_ons'])} />
        {form.values.allows_add_ons && <Textarea label="Suggested add-ons" rows={2} resize="vertical" {...form.getInputProps('suggested_add_ons')} />}
      </Stack>
      <Textarea label="Customization options" rows={2} resize="vertical" {...form.getInputProps('customization_options')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Textarea label="Products included" rows={2} resize="vertical" {...form.getInputProps('products_included')} />
        <Textarea label="Optional products" rows={2} resize="vertical" {...form.getInputProps('products_optional')} />
        <Textarea label="Preparation instructions" description="What the client should do before the visit." rows={2} resize="vertical" {...form.getInputProps('preparation_instructions')} />
        <Textarea label="Aftercare instructions" rows={2} resize="vertical" {...form.getInputProps('aftercare_instructions')} />
        <Textarea label="Booking notes" rows={2} resize="vertical" {...form.getInputProps('booking_notes')} />
        <Textarea label="Internal notes" rows={2} resize="vertical" {...form.getInputProps('internal_notes')} />
      </SimpleGrid>
      <TagsInput
        label="Tags"
        description={`Press Enter or type a comma after each tag; up to ${SERVICE_LIMITS.tagsMax} tags`}
        maxTags={SERVICE_LIMITS.tagsMax}
        value={form.values.tags as string[]}
        onChange={(tags) => form.setFieldValue('tags', tags)}
        onBlur={() => form.validateField('tags')}
        error={form.errors.tags}
        clearable
      />
    </SectionCard>
  );
}
