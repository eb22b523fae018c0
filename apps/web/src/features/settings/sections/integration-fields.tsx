import { Alert, SimpleGrid, TextInput } from '@mantine/core';
import {
  ACCOUNTING_PROVIDERS,
  CALENDAR_PROVIDERS,
  EMAIL_MARKETING_PROVIDERS,
  PAYMENT_PROVIDERS,
  PROVIDER_LABELS,
  SMS_MARKETING_PROVIDERS,
} from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { Choice, Flag } from '../form/setting-inputs';
import type { SectionForm } from '../form/settings-section-form';
import { KEPT_NOT_ENFORCED } from './kept-not-enforced';

/** Integrations (spec part 2 §9): which outside services the salon uses; kept as choices, nothing is connected from here. */
export function IntegrationFields({ form }: { form: SectionForm<'integrations'> }) {
  return (
    <>
      <Alert variant="light" color="gray">
        {KEPT_NOT_ENFORCED.integrations}
      </Alert>
      <SectionCard title="Payment Gateway">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Choice form={form} path="paymentGateway.provider" label="Payment provider" options={PAYMENT_PROVIDERS} labels={PROVIDER_LABELS} />
          <TextInput label="Public key" autoComplete="off" {...form.getInputProps('paymentGateway.publicKey')} />
        </SimpleGrid>
        <Flag form={form} path="paymentGateway.enabled" label="Use the payment gateway" />
        <Flag form={form} path="paymentGateway.testMode" label="Test mode" />
      </SectionCard>
      <SectionCard title="Calendar">
        <Choice form={form} path="calendar.provider" label="Calendar provider" options={CALENDAR_PROVIDERS} labels={PROVIDER_LABELS} />
        <Flag form={form} path="calendar.enabled" label="Sync with the calendar" />
        <Flag form={form} path="calendar.syncAppointments" label="Sync appointments" />
        <Flag form={form} path="calendar.syncEmployeeSchedules" label="Sync employee schedules" />
      </SectionCard>
      <SectionCard title="Accounting">
        <Choice form={form} path="accounting.provider" label="Accounting provider" options={ACCOUNTING_PROVIDERS} labels={PROVIDER_LABELS} />
        <Flag form={form} path="accounting.enabled" label="Sync with accounting" />
        <Flag form={form} path="accounting.syncInvoices" label="Sync invoices" />
        <Flag form={form} path="accounting.syncPayments" label="Sync payments" />
        <Flag form={form} path="accounting.syncExpenses" label="Sync expenses" />
      </SectionCard>
      <SectionCard title="Marketing">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Choice form={form} path="marketing.emailProvider" label="Email marketing provider" options={EMAIL_MARKETING_PROVIDERS} labels={PROVIDER_LABELS} />
          <Choice form={form} path="marketing.smsProvider" label="SMS marketing provider" options={SMS_MARKETING_PROVIDERS} labels={PROVIDER_LABELS} />
        </SimpleGrid>
        <Flag form={form} path="marketing.enabled" label="Sync with marketing" />
        <Flag form={form} path="marketing.syncContacts" label="Sync contacts" />
      </SectionCard>
    </>
  );
}
