import { NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { CANCELLATION_POLICIES, SKILL_LEVELS, TIME_SLOT_PREFERENCES } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { switchWithDependents, type ServiceFormState } from './service-form-values';
import { CANCELLATION_POLICY_LABELS, optionsOf, SKILL_LEVEL_LABELS, TIME_SLOT_LABELS } from '../shared/service-option-labels';

// A minus sign is kept, so the field's message says what range it takes.
const wholeNumber = { allowDecimal: false } as const;

export function ServiceRequirementsFields({ form }: { form: ServiceFormState }) {
  return (
    <SectionCard title="Requirements" description="What booking this service asks of the client and the salon.">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <Switch label="Requires consultation" {...switchWithDependents(form, 'requires_consultation', ['consultation_duration'])} />
          {form.values.requires_consultation && (
            <NumberInput label="Consultation duration (minutes)" description="From 5 to 120 minutes" required {...wholeNumber} {...form.getInputProps('consultation_duration')} />
          )}
        </Stack>
        <Stack gap="sm">
          <Switch label="Requires patch test" {...switchWithDependents(form, 'requires_patch_test', ['patch_test_duration'])} />
          {form.values.requires_patch_test && (
            <NumberInput
              label="Patch test duration (hours)"
              description="How long before the appointment: 1 to 72 hours"
              required
              {...wholeNumber}
              {...form.getInputProps('patch_test_duration')}
            />
          )}
        </Stack>
        <NumberInput label="Advance booking required (days)" description="From 0 to 30 days" {...wholeNumber} {...form.getInputProps('advance_booking_required')} />
        <NumberInput label="Maximum advance booking (days)" description="From 1 to 365 days" {...wholeNumber} {...form.getInputProps('max_advance_booking')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label="Cancellation policy"
          data={optionsOf(CANCELLATION_POLICIES, CANCELLATION_POLICY_LABELS)}
          allowDeselect={false}
          {...form.getSelectProps('cancellation_policy')}
        />
        <Select label="Skill level required" data={optionsOf(SKILL_LEVELS, SKILL_LEVEL_LABELS)} allowDeselect={false} {...form.getSelectProps('skill_level_required')} />
        <Select
          label="Preferred time slots"
          data={optionsOf(TIME_SLOT_PREFERENCES, TIME_SLOT_LABELS)}
          allowDeselect={false}
          {...form.getSelectProps('preferred_time_slots')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="sm">
          <Switch label="Requires multiple staff" {...switchWithDependents(form, 'requires_multiple_staff', ['staff_count'])} />
          {form.values.requires_multiple_staff && (
            <NumberInput label="Staff count" description="From 1 to 5 people" required {...wholeNumber} {...form.getInputProps('staff_count')} />
          )}
        </Stack>
        <Switch
          label="Concurrent services allowed"
          description="Another service can run for the same client at the same time."
          {...form.getInputProps('concurrent_services_allowed', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
