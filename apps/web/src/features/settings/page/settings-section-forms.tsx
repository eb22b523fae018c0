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
  canEdit: boolean;
  onDirtyChange: (section: SettingsSection, dirty: boolean) => void;
  onReset: (section: SettingsSection) => void;
};

const entry = (id: SettingsSection) => SETTINGS_PAGE_SECTIONS.find((section) => section.id === id)!;

/**
 * The five sections' forms. All stay mounted, only the open one shows, so changes made in one
 * section survive a look at another until they are saved.
 */
export function SettingsSectionForms({ open, settings, canEdit, onDirtyChange, onReset }: SettingsSectionFormsProps) {
  const common = { canEdit, onDirtyChange, onReset };
  const props = (id: SettingsSection) => ({ section: id, title: entry(id).name, description: entry(id).description, ...common });
  return (
    <>
      <Box hidden={open !== 'general'}>
        <SettingsSectionForm {...props('general')} section="general" saved={settings.general}>
          {(form, saved) => <GeneralFields form={form} savedTimeZone={saved.timezone} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'notifications'}>
        <SettingsSectionForm {...props('notifications')} section="notifications" saved={settings.notifications}>
          {(form) => <NotificationFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'security'}>
        <SettingsSectionForm {...props('security')} section="security" saved={settings.security}>
          {(form) => <SecurityFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'integrations'}>
        <SettingsSectionForm {...props('integrations')} section="integrations" saved={settings.integrations}>
          {(form) => <IntegrationFields form={form} />}
        </SettingsSectionForm>
      </Box>
      <Box hidden={open !== 'appointments'}>
        <SettingsSectionForm {...props('appointments')} section="appointments" saved={settings.appointments}>
          {(form) => <AppointmentFields form={form} />}
        </SettingsSectionForm>
      </Box>
    </>
  );
}
