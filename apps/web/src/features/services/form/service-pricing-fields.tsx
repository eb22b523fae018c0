import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { formatDuration } from '../../../lib/format/format-duration';
import { switchWithDependents, type ServiceFormState } from './service-form-values';
import { currencySymbol } from '../../../lib/format/format-money';

// Negative numbers are let through, so the contract's message says why they are refused instead of the minus vanishing.
const money = () => ({ leftSection: currencySymbol(), decimalScale: 2, hideControls: true }) as const;

export function ServicePricingFields({ form }: { form: ServiceFormState }) {
  const duration = Number(form.values.duration_minutes);
  const durationHint = form.values.duration_minutes !== '' && Number.isInteger(duration) && duration > 0 ? formatDuration(duration) : undefined;

  return (
    <SectionCard title="Pricing & Duration">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label="Base price" description={`From ${currencySymbol()}0 to ${currencySymbol()}5000`} required {...money()} {...form.getInputProps('base_price')} />
        <NumberInput
          label="Duration (minutes)"
          description={`From ${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES} minutes`}
          required
          allowDecimal={false}
          hideControls
          // The duration as the lists show it, e.g. 1h 30m, beside the minutes typed.
          rightSection={durationHint && <Text size="sm" c="dimmed">{durationHint}</Text>}
          rightSectionWidth={80}
          {...form.getInputProps('duration_minutes')}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Switch label="Price varies" description="The final price depends on the client, within a range." {...switchWithDependents(form, 'price_varies', ['min_price', 'max_price'])} />
        {form.values.price_varies && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput label="Minimum price" required {...money()} {...form.getInputProps('min_price')} />
            <NumberInput label="Maximum price" required {...money()} {...form.getInputProps('max_price')} />
          </SimpleGrid>
        )}
      </Stack>
    </SectionCard>
  );
}
