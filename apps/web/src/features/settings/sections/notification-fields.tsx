import { SimpleGrid } from '@mantine/core';
import { SETTINGS_LIMITS } from '@salon/contracts';
import { SectionCard } from '../../../components/section-card';
import { Count, Flag } from '../form/setting-inputs';
import type { SectionForm } from '../form/settings-section-form';

/** Notifications (spec part 2 §9): which messages go out by e-mail, SMS and push, and when reminders are sent. */
export function NotificationFields({ form }: { form: SectionForm<'notifications'> }) {
  return (
    <>
      <SectionCard title="Email Notifications">
        <Flag form={form} path="emailNotifications.enabled" label="Send email notifications" />
        <Flag form={form} path="emailNotifications.appointmentReminders" label="Appointment reminders" />
        <Flag form={form} path="emailNotifications.appointmentConfirmations" label="Appointment confirmations" />
        <Flag form={form} path="emailNotifications.appointmentCancellations" label="Appointment cancellations" />
        <Flag form={form} path="emailNotifications.marketingEmails" label="Marketing emails" />
        <Flag form={form} path="emailNotifications.systemUpdates" label="System updates" />
      </SectionCard>
      <SectionCard title="SMS Notifications">
        <Flag form={form} path="smsNotifications.enabled" label="Send SMS notifications" />
        <Flag form={form} path="smsNotifications.appointmentReminders" label="Appointment reminders" />
        <Flag form={form} path="smsNotifications.appointmentConfirmations" label="Appointment confirmations" />
        <Flag form={form} path="smsNotifications.appointmentCancellations" label="Appointment cancellations" />
        <Flag form={form} path="smsNotifications.waitlistUpdates" label="Waitlist updates" />
        <Flag form={form} path="smsNotifications.marketingMessages" label="Marketing messages" />
      </SectionCard>
      <SectionCard title="Push Notifications">
        <Flag form={form} path="pushNotifications.enabled" label="Send push notifications" />
        <Flag form={form} path="pushNotifications.appointmentReminders" label="Appointment reminders" />
        <Flag form={form} path="pushNotifications.waitlistUpdates" label="Waitlist updates" />
        <Flag form={form} path="pushNotifications.inventoryAlerts" label="Inventory alerts" />
        <Flag form={form} path="pushNotifications.reportSummaries" label="Report summaries" />
      </SectionCard>
      <SectionCard title="Reminder Timing">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Count form={form} path="reminderTiming.firstReminder" label="First reminder (hours before)" bounds={SETTINGS_LIMITS.firstReminder} />
          <Count form={form} path="reminderTiming.secondReminder" label="Second reminder (hours before)" bounds={SETTINGS_LIMITS.secondReminder} />
        </SimpleGrid>
      </SectionCard>
    </>
  );
}
