import { Box } from '@mantine/core';
import type { SalonSettings, SettingsSection } from '@salon/contracts';
import { SettingsSectionForm } from '../form/settings-section-form';
import { SETTINGS_PAGE_SECTIONS, type SettingsPageSection } from '../settings-catalogue';
import { AppointmentFields } from '../sections/appointment-fields';
import { GeneralFields } from '../sections/general-fields';
import { IntegrationFields } from '../sections/integration-fields';
import { NotificationFields } from '../sections/notification-fields';
import { SecurityFields } from '../sections/security-fields';

type SettingsSectionFormsProps = {
  open: SettingsPageSection;
  settings: SalonSettings;
  /** Each section's form starts afresh when its number changes (after a reset or an import). */
  revisions: Record<SettingsSection, number>;
  canEdit: boolean;
  /** False while only the cached copy is shown: the fields wait for the server's. */
  ready: boolean;
  onDirtyChange: (section: SettingsSection, dirty: boolean) => void;
  onReset: (section: SettingsSection) => void;
};

const entry = (id: SettingsSection) => SETTINGS_PAGE_SECTIONS.find((section) => section.id === id)!;

/**
 * The five sections' forms. All stay mounted, only the open one shows, so changes made in one
 * section survive a look at another until they are saved.
 */
export function SettingsSectionForms({ open, settings, revisions, canEdit, ready, onDirtyChange, onReset }: SettingsSectionFormsProps) {
  const common = { canEdit, ready, onDirtyChange, onReset };
  const props = (id: SettingsSection) => ({ section: id, title: entry(id).name, description: entry(id).description, ...common });
  return (
    <>
      <Box hidden={open !== 'general'}>
        <SettingsSectionForm key={revisions.general} {...props('general')} section="general" saved={settings.general}>
          {(form, saved) => <GeneralFields form={form} savedTimeZone={saved.timezone} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'notifications'}>
        <SettingsSectionForm key={revisions.notifications} {...props('notifications')} section="notifications" saved={settings.notifications}>
          {(form) => <NotificationFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'security'}>
        <SettingsSectionForm key={revisions.security} {...props('security')} section="security" saved={settings.security}>
          {(form) => <SecurityFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'integrations'}>
        <SettingsSectionForm key={revisions.integrations} {...props('integrations')} section="integrations" saved={settings.integrations}>
          {(form) => <IntegrationFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'appointments'}>
        <SettingsSectionForm key={revisions.appointments} {...props('appointments')} section="appointments" saved={settings.appointments}>
          {(form) => <AppointmentFields form={form} />}
        </SettingsSectionForm>
      </Box>
    </>
  );
}
