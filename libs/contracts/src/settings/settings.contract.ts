import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { authenticatedRoute, requires } from '../common/access';
import { successEnvelope } from '../common/envelope';
import {
  appointmentSettingsSchema,
  generalSettingsSchema,
  integrationSettingsSchema,
  notificationSettingsSchema,
  securitySettingsSchema,
  settingsImportBodySchema,
  settingsResetSchema,
  settingsResponseSchema,
} from './settings.schemas';
import type { SettingsSection } from './settings-options';
import { settingsSaveHeadersSchema } from './settings-versions';

const c = initContract();
const admin = requires('admin:access');
const answer = { 200: successEnvelope(settingsResponseSchema) };

const saveSection = (section: string, body: z.ZodTypeAny) =>
  ({
    method: 'PUT',
    path: `/settings/${section}`,
    body,
    headers: settingsSaveHeadersSchema,
    responses: answer,
    summary: `Save the ${section} section whole (the same schema as the settings page); answers every section. If-Match: the section's version as last read (versions.${section}); 409 SETTINGS_CHANGED when it has been saved since`,
    metadata: admin,
  }) as const;

/**
 * The salon's settings, kept on the server per salon (DECISIONS §8): anyone signed in reads them;
 * saving, importing and resetting need admin:access (DECISIONS §4).
 */
export const settingsContract = c.router({
  get: {
    method: 'GET',
    path: '/settings',
    responses: answer,
    summary: "The salon's settings (defaults for any section never saved), when they last changed and by whom",
    metadata: authenticatedRoute,
  },
  saveGeneral: { ...saveSection('general', generalSettingsSchema), summary: 'Save the general section; its name, phone, e-mail, address and time zone are also the salon record\'s (receipts, "today")' },
  saveNotifications: saveSection('notifications', notificationSettingsSchema),
  saveSecurity: saveSection('security', securitySettingsSchema),
  saveIntegrations: saveSection('integrations', integrationSettingsSchema),
  saveAppointments: saveSection('appointments', appointmentSettingsSchema),
  import: {
    method: 'POST',
    path: '/settings/import',
    body: settingsImportBodySchema,
    responses: answer,
    summary:
      'Import an exported settings file { version: 1, exportDate, settings }: all five sections are checked first, then all are saved together or none; refusals say "Failed to import settings: ..."',
    metadata: admin,
  },
  reset: {
    method: 'POST',
    path: '/settings/reset',
    body: settingsResetSchema,
    responses: answer,
    summary: 'Reset one section (section) or all of them (no section) to the defaults',
    metadata: admin,
  },
});

/** The save route of each section, for code that goes over all five. */
export const SETTINGS_SAVE_ROUTES = {
  general: 'saveGeneral',
  notifications: 'saveNotifications',
  security: 'saveSecurity',
  integrations: 'saveIntegrations',
  appointments: 'saveAppointments',
} as const satisfies Record<SettingsSection, keyof typeof settingsContract>;
