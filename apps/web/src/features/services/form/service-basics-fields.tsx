import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { SERVICE_LIMITS } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { useServiceTypes } from '../api/use-service-types';
import type { ServiceFormState } from './service-form-values';

export function ServiceBasicsFields({ form }: { form: ServiceFormState }) {
  const serviceTypes = useServiceTypes();
  const shortLength = String(form.values.short_description ?? '').length;
  const typeOptions = (serviceTypes.data ?? []).map((type) => ({ value: String(type.service_type_id), label: type.name }));
  const { error: typeError, ...typeInput } = form.getSelectProps('service_type_id');

  return (
    <SectionCard title="Basic Information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Service name" required autoComplete="off" {...form.getInputProps('name')} />
        <Select
          label="Service type"
          required
          placeholder={serviceTypes.isPending ? 'Loading service types…' : 'Choose a service type'}
          data={typeOptions}
          allowDeselect={false}
          searchable
          disabled={serviceTypes.isPending}
          // The list of types failing to load is the one reason the field cannot be filled in.
          error={typeError ?? (serviceTypes.isError ? `Service types could not be loaded: ${serviceTypes.error.message}` : undefined)}
          {...typeInput}
        />
      </SimpleGrid>
      <Textarea
        label="Short description"
        description={`${shortLength}/${SERVICE_LIMITS.shortDescriptionMax} characters`}
        rows={2}
        resize="vertical"
        {...form.getInputProps('short_description')}
      />
      <Textarea label="Description" rows={3} resize="vertical" {...form.getInputProps('description')} />
      <Switch label="Active" description="Inactive services are hidden from booking." {...form.getInputProps('is_active', { type: 'checkbox' })} />
    </SectionCard>
  );
}
