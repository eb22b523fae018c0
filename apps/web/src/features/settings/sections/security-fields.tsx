import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { SETTINGS_LIMITS, TWO_FACTOR_METHOD_LABELS, TWO_FACTOR_METHODS } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { Count, Flag } from '../form/setting-inputs';
import type { SectionForm } from '../form/settings-section-form';
import { KEPT_NOT_ENFORCED } from './kept-not-enforced';

/** Security (spec part 2 §9): the password policy, two-factor sign-in, sessions, lockouts and how long records are kept. */
export function SecurityFields({ form }: { form: SectionForm<'security'> }) {
  return (
    <>
      <SectionCard title="Password Policy">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Count form={form} path="passwordPolicy.minLength" label="Password minimum length" bounds={SETTINGS_LIMITS.passwordMinLength} />
          <Count
            form={form}
            path="passwordPolicy.passwordExpiry"
            label="Password expiry (days)"
            bounds={SETTINGS_LIMITS.passwordExpiry}
            description={KEPT_NOT_ENFORCED.passwordExpiry}
          />
        </SimpleGrid>
        <Flag form={form} path="passwordPolicy.requireUppercase" label="Require uppercase" />
        <Flag form={form} path="passwordPolicy.requireLowercase" label="Require lowercase" />
        <Flag form={form} path="passwordPolicy.requireNumbers" label="Require numbers" />
        <Flag form={form} path="passwordPolicy.requireSpecialChars" label="Require special characters" />
      </SectionCard>
      <SectionCard title="Two-Factor Authentication" description={KEPT_NOT_ENFORCED.twoFactor}>
        <Flag form={form} path="twoFactorAuth.enabled" label="Offer two-factor authentication" />
        <Flag form={form} path="twoFactorAuth.required" label="Require two-factor authentication" />
        <Checkbox.Group label="Methods" {...form.getInputProps('twoFactorAuth.methods')}>
          <Group mt="xs">
            {TWO_FACTOR_METHODS.map((method) => (
              <Checkbox key={method} value={method} label={TWO_FACTOR_METHOD_LABELS[method]} />
            ))}
          </Group>
        </Checkbox.Group>
      </SectionCard>
      <SectionCard title="Sessions and Sign-in">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Count form={form} path="sessionTimeout" label="Session timeout (minutes)" bounds={SETTINGS_LIMITS.sessionTimeout} />
          <Count form={form} path="loginAttempts.maxAttempts" label="Maximum login attempts" bounds={SETTINGS_LIMITS.maxAttempts} />
          <Count form={form} path="loginAttempts.lockoutDuration" label="Lockout duration (minutes)" bounds={SETTINGS_LIMITS.lockoutDuration} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Data Retention" description={KEPT_NOT_ENFORCED.dataRetention}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Count form={form} path="dataRetention.clientDataRetention" label="Client data retention (days)" bounds={SETTINGS_LIMITS.recordRetention} />
          <Count
            form={form}
            path="dataRetention.appointmentHistoryRetention"
            label="Appointment history retention (days)"
            bounds={SETTINGS_LIMITS.recordRetention}
          />
          <Count form={form} path="dataRetention.auditLogRetention" label="Audit log retention (days)" bounds={SETTINGS_LIMITS.auditLogRetention} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
