import { NumberInput, SimpleGrid } from '@mantine/core';
import { AMOUNT_TYPE_LABELS, AMOUNT_TYPES, SETTINGS_LIMITS } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { Choice, Count, Flag } from '../form/setting-inputs';
import type { SectionForm } from '../form/settings-section-form';
import { KEPT_NOT_ENFORCED } from './kept-not-enforced';
import { currencySymbol } from '../../../lib/format/format-money';

/** Money or a percentage, as its type field says. */
function AmountInput({ form, path, label, percentage }: { form: SectionForm<'appointments'>; path: string; label: string; percentage: boolean }) {
  return (
    <NumberInput
      label={label}
      leftSection={percentage ? undefined : currencySymbol()}
      rightSection={percentage ? '%' : undefined}
      min={SETTINGS_LIMITS.amount.min}
      max={percentage ? SETTINGS_LIMITS.percentMax : SETTINGS_LIMITS.amount.max}
      decimalScale={2}
      allowNegative={false}
      clampBehavior="none"
      {...form.getInputProps(path)}
    />
  );
}

/** Appointments (spec part 2 §9, DECISIONS §8): the booking window, deposits, cancellations and confirmations the API enforces. */
export function AppointmentFields({ form }: { form: SectionForm<'appointments'> }) {
  const { bookingRules, cancellationPolicy } = form.values;
  return (
    <>
      <SectionCard title="Booking Rules">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Count
            form={form}
            path="bookingRules.advanceBookingDays"
            label="Advance booking (days)"
            bounds={SETTINGS_LIMITS.advanceBookingDays}
            description={KEPT_NOT_ENFORCED.advanceBookingDays}
          />
          <Count form={form} path="bookingRules.minAdvanceBookingHours" label="Minimum advance booking hours" bounds={SETTINGS_LIMITS.minAdvanceBookingHours} />
          <Count form={form} path="bookingRules.maxAdvanceBookingDays" label="Maximum advance booking (days)" bounds={SETTINGS_LIMITS.maxAdvanceBookingDays} />
        </SimpleGrid>
        <Flag form={form} path="bookingRules.allowWalkIns" label="Allow walk-ins" />
        <Flag form={form} path="bookingRules.allowDoubleBooking" label="Allow double booking" />
        <Flag form={form} path="bookingRules.requireDeposit" label="Require deposit" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Choice form={form} path="bookingRules.depositType" label="Deposit type" options={AMOUNT_TYPES} labels={AMOUNT_TYPE_LABELS} />
          <AmountInput form={form} path="bookingRules.depositAmount" label="Deposit amount" percentage={bookingRules.depositType === 'percentage'} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Cancellation Policy">
        <Flag form={form} path="cancellationPolicy.allowCancellations" label="Allow cancellations" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Count form={form} path="cancellationPolicy.minHoursBeforeAppointment" label="Minimum notice (hours)" bounds={SETTINGS_LIMITS.minHoursBeforeAppointment} />
          <Count form={form} path="cancellationPolicy.noCancelPeriod" label="No-cancel period (hours)" bounds={SETTINGS_LIMITS.noCancelPeriod} />
          <Choice
            form={form}
            path="cancellationPolicy.cancellationFeeType"
            label="Cancellation fee type"
            options={AMOUNT_TYPES}
            labels={AMOUNT_TYPE_LABELS}
          />
          <AmountInput
            form={form}
            path="cancellationPolicy.cancellationFee"
            label="Cancellation fee"
            percentage={cancellationPolicy.cancellationFeeType === 'percentage'}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Confirmations">
        <Flag form={form} path="confirmationSettings.requireConfirmation" label="Require confirmation" />
        <Count form={form} path="confirmationSettings.autoConfirmAfterHours" label="Auto-confirm after (hours)" bounds={SETTINGS_LIMITS.autoConfirmAfterHours} />
        <Flag form={form} path="confirmationSettings.sendConfirmationEmail" label="Send confirmation email" />
        <Flag form={form} path="confirmationSettings.sendConfirmationSms" label="Send confirmation SMS" />
      </SectionCard>
    </>
  );
}
