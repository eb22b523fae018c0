import { DEFAULT_SETTINGS, generalSettingsSchema } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { DEFAULT_SALON_ID } from '../../modules/salons/salon.entity';
import { DEMO_SALON } from './demo-salon';

/**
 * The demo salon's general settings as its owner saved them (DECISIONS §10): its own name,
 * address, phone and e-mail (also on the salons row), the spec's opening hours, US formats.
 * Appointments and notifications differ from the defaults as written below; the rest keeps them.
 */
export const DEMO_GENERAL_SETTINGS = generalSettingsSchema.parse({
  ...DEFAULT_SETTINGS.general,
  businessName: DEMO_SALON.name,
  businessPhone: DEMO_SALON.phone,
  businessEmail: DEMO_SALON.email,
  businessAddress: {
    street: DEMO_SALON.addressStreet,
    city: DEMO_SALON.addressCity,
    state: DEMO_SALON.addressState,
    zipCode: DEMO_SALON.addressZipCode,
    country: 'US',
  },
  timezone: DEMO_SALON.timeZone,
});

/**
 * The demo salon waits for its clients to confirm (Require confirmation on), as its seeded
 * book tells: pending bookings wait in "needs confirmation" rather than being confirmed by
 * the auto-confirmation job the first minute the demo runs. The rest is the spec's defaults.
 */
export const DEMO_APPOINTMENT_SETTINGS = {
  ...DEFAULT_SETTINGS.appointments,
  confirmationSettings: { ...DEFAULT_SETTINGS.appointments.confirmationSettings, requireConfirmation: true },
};

/**
 * The demo salon texts its clients (SMS on): walk-ins who asked for a text get one when their
 * chair is ready, and reminders go by text too. Marketing texts stay off, as the defaults have them.
 */
export const DEMO_NOTIFICATION_SETTINGS = {
  ...DEFAULT_SETTINGS.notifications,
  smsNotifications: { ...DEFAULT_SETTINGS.notifications.smsNotifications, enabled: true },
};

export async function loadDemoSettings(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO salon_settings (salon_id, section, value, updated_by)
     SELECT $1, section, value,
            (SELECT u.user_id FROM users u JOIN user_roles ur ON ur.user_id = u.user_id JOIN roles r ON r.role_id = ur.role_id
              WHERE u.salon_id = $1 AND r.name = 'owner' ORDER BY u.user_id LIMIT 1)
       FROM (VALUES ('general', $2::jsonb), ('appointments', $3::jsonb), ('notifications', $4::jsonb)) AS saved (section, value)`,
    [DEFAULT_SALON_ID, JSON.stringify(DEMO_GENERAL_SETTINGS), JSON.stringify(DEMO_APPOINTMENT_SETTINGS), JSON.stringify(DEMO_NOTIFICATION_SETTINGS)],
  );
}
