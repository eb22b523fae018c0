import type { SettingsSection } from '@salon/contracts';

/** The page's sections: the five of the spec, then Users & Roles (DECISIONS §3). */
export type SettingsPageSection = SettingsSection | 'users';

export type SettingsSectionEntry = { id: SettingsPageSection; name: string; description: string };

export const SETTINGS_PAGE_SECTIONS: readonly SettingsSectionEntry[] = [
  { id: 'general', name: 'General', description: 'Business name, contact details, address, business hours, time zone, currency and formats' },
  { id: 'notifications', name: 'Notifications', description: 'Email, SMS and push notifications, and when reminders are sent' },
  { id: 'security', name: 'Security', description: 'Password policy, two-factor authentication, session timeout, login attempts and data retention' },
  { id: 'integrations', name: 'Integrations', description: 'Payment gateway, calendar, accounting and marketing connections' },
  { id: 'appointments', name: 'Appointments', description: 'Booking rules, deposits, cancellation policy and confirmations' },
  { id: 'users', name: 'Users & Roles', description: 'Staff accounts and what each role allows' },
];

export const SETTINGS_PAGE_SECTION_IDS = SETTINGS_PAGE_SECTIONS.map((section) => section.id) as [SettingsPageSection, ...SettingsPageSection[]];

/** The sections whose name or description holds every word typed, in any case (spec part 2 §2). */
export function searchSections(query: string): SettingsSectionEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return SETTINGS_PAGE_SECTIONS.filter((section) => {
    const text = `${section.name} ${section.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
