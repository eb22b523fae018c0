import { SimpleGrid, TextInput } from '@mantine/core';
import { CURRENCIES, CURRENCY_LABELS, DATE_FORMATS, TIME_FORMAT_LABELS, TIME_FORMATS, TIME_ZONE_LABELS, TIME_ZONES } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { Choice } from '../form/setting-inputs';
import type { SectionForm } from '../form/settings-section-form';
import { BusinessHoursInput } from './business-hours-input';

/**
 * The offered zones, and the salon's own (saved or chosen) when it is not among them, so a salon
 * set up in Asia/Kolkata sees and keeps its zone rather than a blank (review finding 3).
 */
/** What the Regional choices do, now that every one of them acts (none is only kept). */
export const REGIONAL_NOTE =
  "The time zone sets the salon's today. The currency, date format and time format are how every screen, receipt and export writes amounts, dates and times.";

const timeZoneOptions = (...own: string[]) => [...new Set([...own.filter((zone) => zone && !(TIME_ZONES as readonly string[]).includes(zone)), ...TIME_ZONES])];

/** General (spec part 2 §9): the business, its hours, its time zone and its preferred money, date and time formats. */
export function GeneralFields({ form, savedTimeZone }: { form: SectionForm<'general'>; savedTimeZone: string }) {
  return (
    <>
      <SectionCard title="Business">
        <TextInput label="Business name" required {...form.getInputProps('businessName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('businessPhone')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('businessEmail')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Address">
        <TextInput label="Street" {...form.getInputProps('businessAddress.street')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="City" {...form.getInputProps('businessAddress.city')} />
          <TextInput label="State" {...form.getInputProps('businessAddress.state')} />
          <TextInput label="ZIP code" {...form.getInputProps('businessAddress.zipCode')} />
          <TextInput label="Country" {...form.getInputProps('businessAddress.country')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Business Hours" description="When the salon takes bookings, in its time zone.">
        <BusinessHoursInput form={form} />
      </SectionCard>
      <SectionCard title="Regional" description={REGIONAL_NOTE}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Choice form={form} path="timezone" label="Time zone" options={timeZoneOptions(savedTimeZone, form.values.timezone)} labels={TIME_ZONE_LABELS} />
          <Choice form={form} path="currency" label="Currency" options={CURRENCIES} labels={CURRENCY_LABELS} />
          <Choice form={form} path="dateFormat" label="Date format" options={DATE_FORMATS} />
          <Choice form={form} path="timeFormat" label="Time format" options={TIME_FORMATS} labels={TIME_FORMAT_LABELS} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
